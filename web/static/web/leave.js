// Clocks and leaving on the match page: each seat's ticking clock, and the Resign, Abort
// (ask / agree / decline) and Reclaim buttons, each asking for confirmation in the page.
// The clock counts down locally from the summary's `clock` (time left at `as_of`), so it
// keeps ticking between refreshes; the server's sweep decides when time is really up.

import { api, ApiFailure } from "./api.js";
import { html, playerBadge, seatName, tr } from "./frame.js";

/** What happened to a seat its player left, after the player's name. */
function leftWords(reason) {
  if (reason === "timeout") return gettext("ran out of time; a bot plays for now");
  if (reason === "resigned") return gettext("resigned");
  if (reason === "lost_on_time") return gettext("lost on time");
  return reason;
}

/** 75 -> "1:15"; 90061 -> "1d 01:01:01". */
export function formatSeconds(total) {
  const seconds = Math.max(0, Math.floor(total));
  const days = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n) => String(n).padStart(2, "0");
  if (days) return `${days}d ${two(h)}:${two(m)}:${two(s)}`;
  if (h) return `${h}:${two(m)}:${two(s)}`;
  return `${m}:${two(s)}`;
}

export class LeavePanel {
  /** `onChange()` re-reads the match after a command; `say(text, kind)` shows a notice. */
  constructor(container, { matchId, seat, onChange, say }) {
    this.container = container;
    this.matchId = matchId;
    this.seat = seat;
    this.onChange = onChange;
    this.say = say;
    this.summary = null;
    this.receivedAt = 0;
    this.confirming = null; // the command waiting for "Yes"
    this.busy = false;
    this.clockCells = new Map();
    setInterval(() => this.tick(), 1000);
  }

  update(summary) {
    this.summary = summary;
    this.receivedAt = Date.now();
    this.render();
  }

  /** What the caller's seat may do now: [{command, label, confirm, body}]. */
  commands() {
    const { summary, seat } = this;
    if (seat === null || !["open", "active"].includes(summary.status)) return [];
    const mine = summary.seats[seat];
    const left = mine.handed_over && mine.handed_over !== "timeout";
    const list = [];
    if (mine.handed_over === "timeout") {
      list.push({ command: "reclaim", label: gettext("Take my seat back"), confirm: null });
    }
    if (summary.status === "active" && !left) {
      list.push({ command: "resign", label: gettext("Resign"), yes: gettext("Yes: resign"), confirm: gettext("Really resign? You lose this match (with more than two players a bot plays your seat out and you rank last).") });
    }
    if (!left) {
      const votes = summary.abort_votes ?? [];
      if (votes.includes(seat)) {
        // Asked already: nothing more to send until the others answer.
      } else if (votes.length) {
        list.push({ command: "abort", label: gettext("Agree to abort"), yes: gettext("Yes: agree to abort"), confirm: gettext("Agree to abort? The match ends without a result."), body: { accept: true } });
        list.push({ command: "abort", label: gettext("Decline to abort"), confirm: null, body: { accept: false } });
      } else {
        list.push({ command: "abort", label: gettext("Abort match"), yes: gettext("Yes: abort match"), confirm: gettext("Abort this match? Before the second move it ends at once; later every player must agree."), body: { accept: true } });
      }
    }
    return list;
  }

  render() {
    const { summary } = this;
    this.container.replaceChildren();
    this.clockCells.clear();
    const parts = [];
    if (summary.clock) {
      const rows = summary.seats.map((s) => {
        const cell = html("td", { class: "clock-time", "data-seat": String(s.seat) });
        this.clockCells.set(s.seat, cell);
        const running = summary.clock.running.includes(s.seat);
        return html("tr", { class: running ? "clock running" : "clock" }, [
          html("td", {}, [playerBadge(s.seat), " ", seatName(summary.seats, s.seat)]),
          cell,
          html("td", { text: running ? gettext("⏱ to move") : "" }),
        ]);
      });
      parts.push(html("h2", { text: tr(gettext("Clocks — %(control)s"), { control: describeControl(summary.time_control) }) }), html("table", { class: "clocks" }, [html("tbody", {}, rows)]));
    }
    const notes = [];
    for (const s of summary.seats) {
      if (s.handed_over) notes.push(html("p", { class: "left-note" }, [tr(gettext("%(name)s %(what)s."), { name: seatName(summary.seats, s.seat), what: leftWords(s.handed_over) })]));
    }
    if (summary.status === "finished" && summary.result?.forfeited?.length && !notes.length) {
      for (const s of summary.result.forfeited) notes.push(html("p", { class: "left-note" }, [tr(gettext("%(name)s forfeited."), { name: seatName(summary.seats, s) })]));
    }
    if ((summary.abort_votes ?? []).length && ["open", "active"].includes(summary.status)) {
      const who = summary.abort_votes.map((s) => seatName(summary.seats, s)).join(", ");
      notes.push(html("p", { class: "abort-note" }, [tr(gettext("Asked to abort: %(who)s."), { who })]));
    }
    if (summary.status === "aborted") {
      notes.push(html("p", { class: "aborted-note", role: "status" }, [abortedWords(summary.abort?.reason), " ", gettext("It counts for nobody; its seed is revealed: "), html("code", { text: String(summary.seed ?? "") })]));
    }
    parts.push(...notes);
    const buttons = this.commands().map((c) => {
      const button = html("button", { type: "button", class: "secondary", "data-command": c.command, text: c.label });
      button.disabled = this.busy;
      button.addEventListener("click", () => (c.confirm ? this.ask(c) : this.run(c)));
      return button;
    });
    if (this.confirming) {
      const c = this.confirming;
      const yes = html("button", { type: "button", class: "primary", "data-confirm": c.command, text: c.yes ?? c.label });
      const no = html("button", { type: "button", class: "secondary", text: gettext("Cancel") });
      yes.addEventListener("click", () => this.run(c));
      no.addEventListener("click", () => {
        this.confirming = null;
        this.render();
      });
      parts.push(html("div", { class: "confirm", role: "alertdialog", "aria-label": c.label }, [html("p", { text: c.confirm }), yes, " ", no]));
    } else if (buttons.length) {
      parts.push(html("p", { class: "leave-buttons" }, buttons.flatMap((b) => [b, " "])));
    }
    this.container.append(...parts);
    this.container.hidden = !parts.length;
    this.tick();
  }

  ask(command) {
    this.confirming = command;
    this.render();
  }

  async run(command) {
    this.confirming = null;
    this.busy = true;
    this.render();
    try {
      await api(`/api/matches/${this.matchId}/${command.command}/`, {
        method: "POST",
        body: command.body ?? {},
        headers: { "Idempotency-Key": crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}` },
      });
      this.say("");
    } catch (error) {
      this.say(tr(error instanceof ApiFailure ? gettext("Refused: %(reason)s") : gettext("Connection trouble: %(reason)s"), { reason: error.message }));
    } finally {
      this.busy = false;
      await this.onChange();
    }
  }

  tick() {
    const clock = this.summary?.clock;
    if (!clock) return;
    const elapsed = (Date.now() - this.receivedAt) / 1000;
    for (const [seat, cell] of this.clockCells) {
      const running = clock.running.includes(seat) && ["active"].includes(this.summary.status);
      const left = clock.remaining[seat] - (running ? elapsed : 0);
      cell.textContent = formatSeconds(left);
      cell.classList.toggle("low", running && left < 30);
    }
  }
}

function describeControl(control) {
  if (control.kind === "per_move") return tr(gettext("%(time)s per move"), { time: formatSeconds(control.seconds) });
  if (control.kind === "fischer") return tr(gettext("%(time)s + %(increment)s s per move"), { time: formatSeconds(control.initial), increment: control.increment });
  return gettext("none");
}

/** Why an aborted match ended, in a sentence. */
function abortedWords(reason) {
  if (reason === "early") return gettext("This match was aborted before the second move.");
  if (reason === "agreed") return gettext("This match was aborted by agreement of every player.");
  if (reason === "abandoned") return gettext("This match was aborted because nobody played for too long.");
  return gettext("This match was aborted.");
}
