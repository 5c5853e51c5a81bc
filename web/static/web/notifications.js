// The notification settings page: e-mail on/off and address, webhooks (add, ping, delete),
// and a webhook's recent deliveries - all through the REST API with the session.
import { api, ApiFailure } from "./api.js";

const notice = document.getElementById("notice");
const hooksList = document.getElementById("hooks");

function say(text, isError = false) {
  notice.textContent = text;
  notice.className = isError ? "notice error" : "notice";
  notice.hidden = !text;
}

function failed(error) {
  say(error instanceof ApiFailure ? error.message : String(error), true);
}

function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (key === "text") node.textContent = value;
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
}

async function loadSettings() {
  const settings = await api("/api/v1/notification-settings/");
  document.getElementById("email").value = settings.email;
  document.getElementById("email-enabled").checked = settings.email_enabled;
  document.getElementById("email-chat").checked = settings.email_chat;
  const minutes = Math.round(settings.batch_seconds / 60);
  document.getElementById("batch-help").textContent =
    minutes >= 1
      ? interpolate(gettext("At most one e-mail every %(minutes)s min, listing every match where it is your turn."), { minutes }, true)
      : interpolate(gettext("At most one e-mail every %(seconds)s s, listing every match where it is your turn."), { seconds: settings.batch_seconds }, true);
}

document.getElementById("email-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const saved = document.getElementById("email-saved");
  saved.textContent = "";
  try {
    await api("/api/v1/notification-settings/", {
      method: "PATCH",
      body: {
        email: document.getElementById("email").value.trim(),
        email_enabled: document.getElementById("email-enabled").checked,
        email_chat: document.getElementById("email-chat").checked,
      },
    });
    say("");
    saved.textContent = gettext("Saved.");
  } catch (error) {
    failed(error);
  }
});

function hookItem(hook) {
  const state = hook.active
    ? gettext("on")
    : hook.disabled_reason
      ? interpolate(gettext("off: %(reason)s"), { reason: hook.disabled_reason }, true)
      : gettext("off");
  const item = el(
    "li",
    { class: "hook", "data-hook": String(hook.id) },
    el("code", { text: hook.url }),
    el("span", { class: "help", text: ` ${hook.events.join(", ")} · ${state} ` }),
  );
  const actions = el("span", { class: "row-actions" });
  const button = (label, handler) => {
    const node = el("button", { type: "button", class: "secondary", text: label });
    node.addEventListener("click", () => handler().catch(failed));
    actions.append(node);
  };
  button(gettext("Deliveries"), () => showDeliveries(hook));
  if (hook.active) {
    // A turned-off hook is sent nothing, pings included: turn it on first.
    button(gettext("Send test ping"), async () => {
      await api(`/api/v1/webhooks/${hook.id}/ping/`, { method: "POST" });
      say(gettext("Ping queued; it shows under Deliveries in a few seconds."));
      setTimeout(() => showDeliveries(hook).catch(failed), 2000);
    });
  } else {
    button(gettext("Turn on"), async () => {
      await api(`/api/v1/webhooks/${hook.id}/`, { method: "PATCH", body: { active: true } });
      await loadHooks();
    });
  }
  button(gettext("Delete"), async () => {
    await api(`/api/v1/webhooks/${hook.id}/`, { method: "DELETE" });
    document.getElementById("deliveries-card").hidden = true;
    await loadHooks();
  });
  item.append(actions);
  return item;
}

async function loadHooks() {
  const hooks = await api("/api/v1/webhooks/");
  hooksList.replaceChildren(...hooks.map(hookItem));
  if (!hooks.length) hooksList.append(el("li", { class: "help", text: gettext("No webhooks yet.") }));
}

async function showDeliveries(hook) {
  const page = await api(`/api/v1/webhooks/${hook.id}/deliveries/`);
  const rows = page.results.map((delivery) => {
    const last = delivery.attempts_log.at(-1);
    const answer = last ? (last.status_code ? `${last.status_code}` : last.error) : "—";
    return el(
      "tr",
      {},
      el("td", { text: new Date(delivery.created_at).toLocaleString() }),
      el("td", { text: delivery.event_type }),
      el("td", { text: delivery.status }),
      el("td", { text: String(delivery.attempts) }),
      el("td", { text: answer }),
    );
  });
  document.getElementById("deliveries-h").textContent = `Recent deliveries to ${hook.url}`;
  document.getElementById("deliveries").replaceChildren(...rows);
  document.getElementById("deliveries-card").hidden = false;
}

document.getElementById("hook-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const form = event.target;
  const events = [...form.querySelectorAll("input[name=events]:checked")].map((box) => box.value);
  try {
    const hook = await api("/api/v1/webhooks/", {
      method: "POST",
      body: { url: form.querySelector("#hook-url").value.trim(), events },
    });
    const secret = document.getElementById("secret");
    secret.replaceChildren(
      gettext("Webhook added. Its signing secret (check the Tabula-Signature header with it): "),
      el("code", { id: "secret-value", text: hook.secret }),
    );
    secret.hidden = false;
    form.reset();
    say("");
    await loadHooks();
  } catch (error) {
    failed(error);
  }
});

Promise.all([loadSettings(), loadHooks()]).catch(failed);
