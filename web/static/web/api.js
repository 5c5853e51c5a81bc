// The REST API with the browser's session: JSON in and out, CSRF token on writes.

const csrfToken = () => document.querySelector('meta[name="csrf-token"]')?.content ?? "";

/** A refused request: the API's {"error", "detail"} with the HTTP status. */
export class ApiFailure extends Error {
  constructor(status, body) {
    super(body?.detail || interpolate(gettext("the server answered %(status)s"), { status }, true));
    this.status = status;
    this.code = body?.error ?? "http_error";
    this.body = body ?? {};
  }
}

export async function api(path, options = {}) {
  return (await apiWithText(path, options)).data;
}

/** A match summary; `seed_text` keeps the revealed seed exact (it may exceed 2^53). */
export async function matchSummary(matchId) {
  const { data, text } = await apiWithText(`/api/matches/${matchId}/`);
  const seed = /"seed"\s*:\s*(\d+)/.exec(text);
  return { ...data, seed_text: seed ? seed[1] : null };
}

async function apiWithText(path, { method = "GET", body, headers = {} } = {}) {
  const init = { method, credentials: "same-origin", headers: { Accept: "application/json", ...headers } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers["Content-Type"] = "application/json";
  }
  if (method !== "GET") init.headers["X-CSRFToken"] = csrfToken();
  let response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    throw new ApiFailure(0, { error: "network", detail: gettext("the server could not be reached; retrying") });
  }
  const text = await response.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = { error: "bad_response", detail: interpolate(gettext("the server answered %(status)s without JSON"), { status: response.status }, true) };
  }
  if (!response.ok) throw new ApiFailure(response.status, data);
  return { data, text };
}

/** Every history entry after `after` (follows the API's paging). */
export async function allEvents(matchId, after = 0) {
  const entries = [];
  for (;;) {
    const page = await api(`/api/matches/${matchId}/events/?after=${after}&limit=500`);
    entries.push(...page.events);
    if (page.events.length < 500) return entries;
    after = page.next_after;
  }
}
