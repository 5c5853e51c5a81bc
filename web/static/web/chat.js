// The table chat of the match page: the players' and the spectators' channels as tabs.
//
// History comes from GET /chat/ (so the chat survives a reload); what is said afterwards
// comes on the match's event stream, which match.js opens and re-dispatches on #app as
// `tabula-chat` events (and `tabula-stream-open` on every (re)connection, after which the
// newest page is read again, since a message may have come while the stream was down).
// Without the stream, the newest page is polled.
//
// A message is plain text: it is only ever put on the page with textContent.
//
// The creator of a match may let spectators read the players' channel before it starts, and
// a seated player may close it again (GET /chat/settings/ says who may do what).

import { api, ApiFailure } from "./api.js";
import { html, tr } from "./frame.js";
import { onLanguageChange } from "./language.js";

const root = document.getElementById("app");
const box = document.getElementById("chat");
const matchId = box.dataset.match;
const me = box.dataset.user || null;
const base = `/api/matches/${matchId}/chat/`;
const POLL_MS = 3000;
const channelName = (name) => (name === "players" ? gettext("Players") : name === "spectators" ? gettext("Spectators") : name);

const messages = { players: new Map(), spectators: new Map() }; // id -> message
const olderFrom = { players: null, spectators: null }; // ?before= of the older page
const unread = { players: false, spectators: false };
let access = { read: [], write: [] };
let channel = null;

const tabs = html("div", { class: "chat-tabs", role: "tablist" });
const list = html("ol", { class: "chat-list", "aria-live": "polite" });
const older = html("button", { type: "button", class: "link chat-older", text: gettext("Older messages"), hidden: true });
const input = html("textarea", { id: "chat-text", rows: 2, maxlength: 500, "aria-label": gettext("Your message") });
const sendButton = html("button", { type: "submit", text: gettext("Send") });
const form = html("form", { class: "chat-form" }, [input, sendButton]);
const note = html("p", { class: "chat-note", role: "status" });
// The table's choice: the creator may open the players' channel to spectators before the
// match starts; a seated player may close it.
const openBox = html("input", { type: "checkbox", id: "chat-open" });
const openWords = html("span", { text: gettext(" Spectators may read the players' channel") });
const openChoice = html("label", { class: "chat-choice", for: "chat-open" }, [openBox, openWords]);

/** The chat's fixed words again, in the page's new language (language.js). */
function translateChat() {
  older.textContent = gettext("Older messages");
  input.setAttribute("aria-label", gettext("Your message"));
  sendButton.textContent = gettext("Send");
  openWords.textContent = gettext(" Spectators may read the players' channel");
  draw();
}

function tell(text) {
  note.textContent = text;
  note.hidden = !text;
}

function upsert(message) {
  const known = messages[message.channel];
  if (!known) return;
  known.set(message.id, message);
  if (message.channel !== channel && !message.deleted && message.author !== me) unread[message.channel] = true;
}

function drawTabs() {
  tabs.replaceChildren(
    ...access.read.map((name) =>
      html(
        "button",
        {
          type: "button",
          role: "tab",
          class: `chat-tab${unread[name] ? " unread" : ""}`,
          "data-channel": name,
          "aria-selected": String(name === channel),
        },
        [channelName(name)],
      ),
    ),
  );
}

function messageItem(message) {
  const item = html("li", { "data-id": message.id, class: message.deleted ? "deleted" : null }, [
    html("span", { class: "chat-author", text: message.author }),
    message.deleted
      ? html("span", { class: "chat-text chat-deleted", text: gettext("deleted") })
      : html("span", { class: "chat-text", text: message.text }),
  ]);
  if (me && !message.deleted) {
    const actions = html("span", { class: "chat-actions" });
    if (message.author === me) {
      actions.append(html("button", { type: "button", class: "link", "data-do": "delete", text: gettext("Delete") }));
    } else {
      actions.append(
        html("button", { type: "button", class: "link", "data-do": "mute", text: gettext("Mute") }),
        html("button", { type: "button", class: "link", "data-do": "report", text: gettext("Report") }),
      );
    }
    item.append(actions);
  }
  return item;
}

function drawChoice() {
  openBox.checked = access.spectators_read_players;
  openBox.disabled = access.spectators_read_players ? !access.may_close : !access.may_open;
  openChoice.hidden = !(access.may_open || (access.may_close && access.spectators_read_players));
}

function draw() {
  drawTabs();
  drawChoice();
  const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  const shown = [...(messages[channel]?.values() ?? [])].sort((a, b) => a.id - b.id);
  list.replaceChildren(...shown.map(messageItem));
  if (!shown.length) list.append(html("li", { class: "chat-empty", text: gettext("No messages yet.") }));
  if (atBottom) list.scrollTop = list.scrollHeight;
  older.hidden = !olderFrom[channel];
  const writable = access.write.includes(channel);
  form.hidden = !writable;
  if (!writable) {
    tell(
      !me
        ? gettext("Log in to chat.")
        : channel === "players"
          ? gettext("Only the seated players write here.")
          : gettext("Seated players write in the players' channel."),
    );
  } else if (note.dataset.kind !== "error") {
    tell("");
  }
}

function fail(error) {
  note.dataset.kind = "error";
  tell(error.status === 429 ? gettext("You are sending messages too fast: wait a moment.") : error.message);
}

async function loadPage(name, before = null) {
  const query = new URLSearchParams({ channel: name });
  if (before) query.set("before", before);
  const page = await api(`${base}?${query}`);
  for (const message of page.messages) messages[name].set(message.id, message);
  if (before || olderFrom[name] === null) olderFrom[name] = page.next_before;
}

/** The newest page of every channel the reader may read (at start, after a reconnection). */
async function loadNewest() {
  access = await api(`${base}settings/`);
  if (!access.read.includes(channel)) channel = access.write[0] ?? access.read[0] ?? null;
  await Promise.all(access.read.map((name) => loadPage(name)));
  draw();
}

async function choose() {
  try {
    access = await api(`${base}settings/`, { method: "PUT", body: { spectators_read_players: openBox.checked } });
  } catch (error) {
    fail(error);
  }
  draw();
}

async function send(event) {
  event.preventDefault();
  const text = input.value;
  if (!text.trim()) return;
  sendButton.disabled = true;
  try {
    upsert(await api(base, { method: "POST", body: { channel, text } }));
    input.value = "";
    note.dataset.kind = "";
    tell("");
    draw();
  } catch (error) {
    fail(error);
  } finally {
    sendButton.disabled = false;
    input.focus();
  }
}

async function act(button) {
  const id = Number(button.closest("li").dataset.id);
  const message = messages[channel].get(id);
  try {
    if (button.dataset.do === "delete") {
      upsert(await api(`${base}${id}/`, { method: "DELETE" }));
    } else if (button.dataset.do === "mute") {
      await api("/api/chat/mutes/", { method: "POST", body: { username: message.author } });
      for (const known of Object.values(messages)) {
        for (const [key, other] of known) if (other.author === message.author) known.delete(key);
      }
      note.dataset.kind = "";
      tell(tr(gettext("You no longer see %(name)s's messages."), { name: message.author }));
    } else if (button.dataset.do === "report") {
      await api(`${base}${id}/report/`, { method: "POST", body: { reason: "reported from the match page" } });
      note.dataset.kind = "";
      tell(gettext("Thank you: the administrators will read this message."));
    }
    draw();
  } catch (error) {
    fail(error);
  }
}

function start() {
  box.append(tabs, openChoice, older, list, form, note);
  openBox.addEventListener("change", choose);
  box.hidden = false;
  tabs.addEventListener("click", (event) => {
    const tab = event.target.closest("[data-channel]");
    if (!tab) return;
    channel = tab.dataset.channel;
    unread[channel] = false;
    note.dataset.kind = "";
    draw();
    list.scrollTop = list.scrollHeight;
  });
  older.addEventListener("click", () => loadPage(channel, olderFrom[channel]).then(draw, fail));
  list.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-do]");
    if (button) act(button);
  });
  form.addEventListener("submit", send);
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey) send(event);
  });
  root.addEventListener("tabula-chat", (event) => {
    upsert(event.detail.message);
    draw();
  });
  onLanguageChange(translateChat);
  root.addEventListener("tabula-stream-open", () => loadNewest().catch(() => {}));
  // Until the stream is open, and for good when the page polls instead of streaming.
  setInterval(() => {
    if (root.dataset.live !== "stream") loadNewest().catch(() => {});
  }, POLL_MS);
  loadNewest().catch((error) => {
    if (!(error instanceof ApiFailure) || error.status !== 404) fail(error);
  });
}

start();
