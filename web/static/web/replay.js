// The replay page: a slider, step buttons and the arrow keys over every version; the
// board and the log as this caller could see them at that version; fork when finished.

import { AnalysisPanel } from "./analysis.js";
import { allEvents, api, matchSummary } from "./api.js";
import { html, renderEnd, tr } from "./frame.js";
import { onLanguageChange } from "./language.js";
import { loadBoard, loadComponents, Table } from "./table.js";

const root = document.getElementById("app");
const matchId = root.dataset.match;
const seat = root.dataset.seat === "" ? null : Number(root.dataset.seat);
const signedIn = root.dataset.user !== "";
const notice = document.getElementById("notice");
const slider = document.getElementById("slider");
const output = document.getElementById("at");
const forkButton = document.getElementById("fork");
const endBox = document.getElementById("end");

let table;
let analysis;
let summary;
let entries = [];
let at = 1;
let pending = 0;

function say(text) {
  notice.textContent = text;
  notice.hidden = !text;
}

async function show(version) {
  at = Math.max(1, Math.min(summary.version, version));
  slider.value = String(at);
  output.textContent = tr(gettext("version %(at)s of %(last)s"), { at, last: summary.version });
  analysis?.highlight(at);
  const ticket = ++pending;
  try {
    const view = await api(`/api/matches/${matchId}/replay/?at=${at}`);
    if (ticket !== pending) return; // a later step is on its way
    table.render(view, entries.filter((e) => e.version <= at));
    root.dataset.version = String(at);
    // The address names the version on screen, so a link opens the replay where it was.
    window.history.replaceState(null, "", `?at=${at}`);
    const atEnd = at === summary.version;
    renderEnd(endBox, atEnd ? summary : { ...summary, status: "running" }, [], table.board.scoreHeading?.());
    forkButton.hidden = !(summary.status === "finished" && signedIn && view.status === "active");
    say("");
  } catch (error) {
    say(error.message);
  }
}

const botLevels = () => [
  ["mcts", gettext("a bot (strong: Monte Carlo search)")],
  ["random", gettext("a bot (plays any legal move)")],
  ["", gettext("a person (open seat)")],
];

/** "Fork from here" asks where the forker sits and who takes each other seat. */
function offerFork() {
  const box = document.getElementById("fork-form");
  const mySeat = seat ?? 0;
  const seats = summary.seats.map((info) => {
    const number = info.seat + 1;
    const label = info.username
      ? tr(gettext("Seat %(number)s (was %(name)s)"), { number, name: info.username })
      : info.bot
        ? tr(gettext("Seat %(number)s (was a bot)"), { number })
        : tr(gettext("Seat %(number)s"), { number });
    return { seat: info.seat, label };
  });
  const yours = html("select", { id: "fork-seat" }, seats.map((s) => html("option", { value: s.seat, text: s.label })));
  yours.value = String(mySeat);
  const others = html("div", { class: "fork-others" });
  const drawOthers = () => {
    others.replaceChildren();
    for (const s of seats) {
      if (s.seat === Number(yours.value)) continue;
      const id = `fork-other-${s.seat}`;
      const choice = html("select", { id, "data-seat": s.seat }, botLevels().map(([level, text]) => html("option", { value: level, text })));
      others.append(html("div", { class: "field" }, [html("label", { for: id, text: s.label }), choice]));
    }
  };
  yours.addEventListener("change", drawOthers);
  drawOthers();
  const go = html("button", { type: "button", class: "primary", id: "fork-go", text: tr(gettext("Start the fork at version %(at)s"), { at }) });
  const cancel = html("button", { type: "button", text: gettext("Cancel") });
  go.addEventListener("click", () => fork(Number(yours.value), [...others.querySelectorAll("select")]));
  cancel.addEventListener("click", () => {
    box.hidden = true;
  });
  box.replaceChildren(
    html("h2", { text: tr(gettext("A new match from version %(at)s"), { at }) }),
    html("p", { class: "help", text: gettext("It continues from this position, unrated; cards and tiles nobody could see are dealt anew.") }),
    html("div", { class: "field" }, [html("label", { for: "fork-seat", text: gettext("You sit in") }), yours]),
    others,
    html("p", { class: "choices" }, [go, cancel]),
  );
  box.hidden = false;
  yours.focus();
}

/** Fork, sit down, seat the chosen bots, and open the new match. */
async function fork(mySeat, choices) {
  try {
    const created = await api(`/api/matches/${matchId}/fork/`, { method: "POST", body: { at } });
    const base = `/api/matches/${created.id}`;
    await api(`${base}/join/`, { method: "POST", body: { seat: mySeat } });
    for (const choice of choices) {
      if (choice.value) await api(`${base}/bots/`, { method: "POST", body: { seat: Number(choice.dataset.seat), level: choice.value } });
    }
    window.location.assign(`/matches/${created.id}/`);
  } catch (error) {
    say(tr(gettext("Could not fork: %(reason)s"), { reason: error.message }));
  }
}

async function start() {
  try {
    summary = await matchSummary(matchId);
    const board = await loadBoard(summary.game);
    table = new Table(root, { board, summary, seat, send: () => {}, replay: true });
    entries = await allEvents(matchId);
    slider.max = String(Math.max(1, summary.version));
    slider.addEventListener("input", () => show(Number(slider.value)));
    document.getElementById("first").addEventListener("click", () => show(1));
    document.getElementById("prev").addEventListener("click", () => show(at - 1));
    document.getElementById("next").addEventListener("click", () => show(at + 1));
    document.getElementById("last").addEventListener("click", () => show(summary.version));
    forkButton.addEventListener("click", offerFork);
    document.addEventListener("keydown", (event) => {
      if (event.target instanceof HTMLInputElement && event.target !== slider) return;
      if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
        event.preventDefault();
        show(at + (event.key === "ArrowLeft" ? -1 : 1));
      } else if (event.key === "Home") show(1);
      else if (event.key === "End") show(summary.version);
    });
    analysis = new AnalysisPanel(document.getElementById("analysis"), { matchId, summary, jump: (version) => show(version) });
    analysis.load();
    // The latest version, or the one the link names (`?at=`).
    const asked = Number(new URLSearchParams(window.location.search).get("at"));
    await show(Number.isInteger(asked) && asked > 0 ? asked : summary.version);
  } catch (error) {
    say(tr(gettext("This replay could not be shown: %(reason)s"), { reason: error.message }));
  }
}

/** The reader switched language (language.js): the same version on screen, its texts (the
 * view's labels, the log, the components' names) fetched again in the new language. */
async function redrawInLanguage() {
  if (!table) return;
  table.board.components = await loadComponents(summary.game);
  table.ctx.components = table.board.components;
  table.redrawZoom?.();
  entries = await allEvents(matchId);
  if (!document.getElementById("fork-form").hidden) offerFork();
  await show(at);
}

onLanguageChange(redrawInLanguage);
start();
