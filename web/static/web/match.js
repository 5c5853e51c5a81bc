// The match page: draws the caller's view, sends chosen actions, and follows the match
// live — through the server-sent event stream when the server has one, by polling
// the events endpoint otherwise. Never reloads the page.
//
// Streaming, a move costs no request beyond the POST: the mover redraws from the view in
// its 201, and every reader from the `state` the stream pushes after each batch of
// entries (summary and view, through this reader's eyes). The page fetches only when it
// cannot know what happened otherwise: at start, after a refused or other command, when
// the match ends (the whole log, unredacted), and while polling.

import { allEvents, api, ApiFailure, matchSummary } from "./api.js";
import { html, renderEnd, streamRetry, tr } from "./frame.js";
import { onLanguageChange } from "./language.js";
import { LeavePanel } from "./leave.js";
import { loadBoard, loadComponents, Table } from "./table.js";
import { renderTakeback, sendTakeback } from "./takeback.js";
import { TurnAlert } from "./turn.js";

const root = document.getElementById("app");
const matchId = root.dataset.match;
const seat = root.dataset.seat === "" ? null : Number(root.dataset.seat);
const notice = document.getElementById("notice");
const endBox = document.getElementById("end");
const takebackBox = document.getElementById("takeback");
const POLL_MS = 1000;
/** After a refused stream the page polls, and asks for the stream again (`streamRetry`). */
const refusedStream = streamRetry();

const entries = new Map(); // version -> history entry, redacted for this viewer
let table;
let summary;
let view = { version: -1 };
let busy = false;
let refreshQueued = null;
let refreshAgain = false; // asked for while a refresh was on its way
let catchUpTries = 0;
let leave; // clocks, resign / abort / reclaim (leave.js)
let streaming = false; // the event stream is open: it brings every entry and state
let polling = false; // the poll loop runs: no stream yet, or until it opens again
let turnAlert; // the tab's title and icon, and the sound and notification (turn.js)
let liveStream = null; // the open EventSource, reopened when the reader switches language

function say(text, kind = "error") {
  notice.textContent = text;
  notice.className = `notice ${kind}`;
  notice.hidden = !text;
}

function addEntries(list) {
  for (const entry of list) entries.set(entry.version, entry);
}

const lastVersion = () => Math.max(0, ...entries.keys());

/** Take a summary and view (fetched, answered or pushed) unless what we hold is newer. */
async function adopt(nextSummary, nextView, force = false) {
  if (!force && nextView.version < view.version) return;
  const finishedNow = nextSummary.status === "finished" && summary?.status !== "finished";
  summary = nextSummary;
  table.setSummary(summary);
  leave.update(summary);
  view = nextView;
  draw(); // the board first: a missing log line must not hold back the position
  if (finishedNow) {
    // Everything is revealed at the end: the log is read again, unredacted.
    const all = await allEvents(matchId);
    entries.clear();
    addEntries(all);
    draw();
  } else if (lastVersion() < nextView.version && !streaming) {
    addEntries(await allEvents(matchId, lastVersion()));
    draw();
  }
}

/** Fetch summary + view and redraw, unless what we hold is already as new. */
async function refresh(force = false) {
  if (refreshQueued) {
    // The answer on its way may predate what triggered this call: fetch again after it.
    refreshAgain = true;
    return refreshQueued;
  }
  refreshQueued = (async () => {
    try {
      const [nextSummary, nextView] = await Promise.all([matchSummary(matchId), api(`/api/matches/${matchId}/view/`)]);
      await adopt(nextSummary, nextView, force);
    } catch (error) {
      // Keep a refusal's explanation on screen; connection trouble only fills an empty notice.
      if (notice.hidden || notice.classList.contains("offline")) say(tr(gettext("Connection trouble: %(reason)s"), { reason: error.message }), "offline");
    } finally {
      refreshQueued = null;
      // The log knows a newer version than the view shows (an entry can arrive before the
      // view is readable): look again shortly, a bounded number of times.
      const behind = !streaming && lastVersion() > view.version;
      catchUpTries = behind ? catchUpTries + 1 : 0;
      if (refreshAgain || (behind && catchUpTries <= 40)) {
        refreshAgain = false;
        setTimeout(() => refresh(), behind ? 150 : 0);
      }
    }
  })();
  return refreshQueued;
}

function draw() {
  table.render(view, [...entries.values()], { interactive: !busy && seat !== null });
  root.dataset.version = String(view.version);
  root.dataset.status = view.status;
  turnAlert.update(table.isMyTurn(view), table.el.status.textContent);
  drawTakeback();
  renderEnd(endBox, summary, [
    html("a", { href: `/matches/${matchId}/replay/`, text: gettext("Replay this match") }),
    " · ",
    html("a", { href: "/", text: gettext("Back to the lobby") }),
  ], table.board.scoreHeading?.());
}

async function send(action) {
  if (busy) return;
  busy = true;
  say("");
  draw();
  let answer = null;
  try {
    answer = await api(`/api/matches/${matchId}/actions/`, {
      method: "POST",
      body: { action, expected_version: view.version },
      headers: { "Idempotency-Key": crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}` },
    });
    addEntries(answer.events ?? []);
  } catch (error) {
    if (error instanceof ApiFailure && error.code === "version_conflict") {
      say(gettext("Somebody moved first, so your move was not played. The board now shows the current position; decide again."));
    } else {
      say(tr(gettext("Your move was refused: %(reason)s"), { reason: error.message }));
    }
  } finally {
    busy = false;
  }
  if (answer?.view && streaming) {
    // The 201 holds the mover's new view; the stream brings the summary and what follows.
    if (answer.view.version >= view.version) view = answer.view;
    draw();
  } else {
    await refresh(true);
  }
}

// -- takeback by consent -----------------------------------------------------------

function drawTakeback() {
  if (!takebackBox) return;
  const hasMoved = [...entries.values()].some((entry) => entry.type === "action" && entry.seat === seat);
  renderTakeback(takebackBox, { summary, view, seat, hasMoved, busy, post: takeback });
}

async function takeback(path) {
  if (busy) return;
  busy = true;
  say("");
  draw();
  const movedOn = await sendTakeback(matchId, path, view.version); // a refusal shows beside the buttons
  if (movedOn) say(movedOn);
  busy = false;
  await refresh(true);
}

// -- live updates ---------------------------------------------------------------

function onEntry(entry) {
  addEntries([entry]);
}

/** The stream's `state` after a batch of entries: all this reader needs to redraw. */
function onState(state) {
  adopt(state.summary, state.view).catch((error) => say(tr(gettext("Connection trouble: %(reason)s"), { reason: error.message }), "offline"));
}

/** The match has ended: nothing more will come, neither by polling nor by the stream. */
function matchOver() {
  return ["finished", "aborted"].includes(summary?.status);
}

function poll() {
  if (polling) return;
  polling = true;
  const tick = async () => {
    if (streaming) {
      polling = false; // the stream is back: it brings every entry from here on
      return;
    }
    try {
      const page = await api(`/api/matches/${matchId}/events/?after=${lastVersion()}`);
      if (page.events.length) {
        addEntries(page.events);
        await refresh();
      } else if (view.version < lastVersion()) {
        await refresh();
      }
      if (notice.classList.contains("offline")) say("");
    } catch (error) {
      // As in refresh(): a refusal's explanation stays on screen until the next move.
      if (notice.hidden || notice.classList.contains("offline")) say(tr(gettext("Connection trouble: %(reason)s"), { reason: error.message }), "offline");
    }
    if (!matchOver()) setTimeout(tick, POLL_MS);
    else polling = false;
  };
  setTimeout(tick, POLL_MS);
}

/** Use the event stream when the server answers it; poll otherwise. */
function follow() {
  if (!("EventSource" in window)) return poll();
  // Resume after what the page already holds; on reconnects the browser sends Last-Event-ID.
  const stream = (liveStream = new EventSource(`/api/matches/${matchId}/stream/?last_event_id=${lastVersion()}`, { withCredentials: true }));
  let opened = false;
  let fellBack = false;
  const fallBack = () => {
    stream.close();
    streaming = false;
    if (fellBack) return;
    fellBack = true;
    root.dataset.live = "poll";
    poll();
    // Refused for now (a WSGI server's stream slots all taken: 503) is not refused for good:
    // ask again later, resuming after what the polls brought.
    if (!matchOver()) setTimeout(follow, refusedStream.next());
  };
  // A server that cannot stream (no endpoint, or a WSGI server that buffers the response)
  // never opens it: poll instead.
  const openTimer = setTimeout(() => opened || fallBack(), 4000);
  stream.addEventListener("open", () => {
    opened = true;
    streaming = true;
    refusedStream.reset();
    clearTimeout(openTimer);
    root.dataset.live = "stream";
    root.dispatchEvent(new Event("tabula-stream-open")); // chat.js reads what it may have missed
    // Nothing to fetch: the stream resumes right after what the page holds (Last-Event-ID)
    // and ends what it sends with this reader's state.
  });
  stream.addEventListener("entry", (message) => onEntry(JSON.parse(message.data)));
  stream.addEventListener("state", (message) => onState(JSON.parse(message.data)));
  // The table chat (chat.js) shares the stream.
  stream.addEventListener("chat", (message) => root.dispatchEvent(new CustomEvent("tabula-chat", { detail: JSON.parse(message.data) })));
  stream.addEventListener("error", () => {
    // Not opened (404, refused, no free stream slot: 503) or closed for good: poll. Otherwise
    // the browser reconnects by itself, sending Last-Event-ID.
    if (!opened || stream.readyState === EventSource.CLOSED) {
      clearTimeout(openTimer);
      fallBack();
    }
  });
}

/**
 * The reader switched language (language.js, the header's switch): the same position, stream
 * position and log, with every text fetched again in the new language. The view (its labels),
 * the components' names and the log's sentences come from the server in the request's language;
 * the stream speaks the language it was opened in, so it is opened again, resuming after what
 * the page holds (nothing missed, nothing twice).
 */
async function redrawInLanguage() {
  if (!table) return;
  table.board.components = await loadComponents(summary.game);
  table.ctx.components = table.board.components;
  const all = await allEvents(matchId);
  entries.clear();
  addEntries(all);
  table.redrawZoom?.();
  turnAlert.restingTitle = document.title; // the page's title in the new language (language.js)
  const alertsBox = document.getElementById("turn-alerts-box");
  if (seat !== null && alertsBox) turnAlert.drawToggle(alertsBox);
  leave.update(summary);
  await refresh(true);
  if (liveStream && streaming) {
    liveStream.close();
    streaming = false;
    follow();
  }
}

async function start() {
  try {
    summary = await matchSummary(matchId);
    const board = await loadBoard(summary.game);
    table = new Table(root, { board, summary, seat, send });
    turnAlert = new TurnAlert(seat === null ? null : document.getElementById("turn-alerts-box"), { gameName: root.dataset.gameName, matchId, turnIcon: root.dataset.turnIcon });
    leave = new LeavePanel(document.getElementById("leave"), { matchId, seat, say, onChange: () => refresh(true) });
    await refresh(true); // draws the position, then reads the log
    follow();
  } catch (error) {
    say(tr(gettext("This match could not be shown: %(reason)s"), { reason: error.message }));
  }
}

onLanguageChange(redrawInLanguage);
start();
