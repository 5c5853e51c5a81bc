// One match on screen: board, private panel, players, status line, choices and log.
// Used by the match page (interactive) and the replay page (read only).

import { api } from "./api.js";
import { Chooser, html, renderLog, renderPlayers, seatName, tr, viewWords } from "./frame.js";
import { pageLanguage } from "./language.js";
import { Tooltips } from "./tooltips.js";

/** A game's board module, with the game's components (`GET .../components/`) as
 * `components[kind].get(id)` → `{id, name, text, ...}` for names and tooltips. */
export async function loadBoard(slug) {
  const [module, components] = await Promise.all([import(`./boards/${slug}.js`), loadComponents(slug)]);
  return { ...module.default, components };
}

/** The game's components in the page's language. The language is in the URL: the answer may
 * be kept an hour (Cache-Control), and a session's language is no part of the browser's key. */
export async function loadComponents(slug) {
  const url = `/api/v1/games/${slug}/components/?lang=${encodeURIComponent(pageLanguage())}`;
  const catalogue = await api(url).catch(() => ({ kinds: [] }));
  return Object.fromEntries(catalogue.kinds.map((kind) => [kind.kind, new Map(kind.items.map((item) => [item.id, item]))]));
}

export class Table {
  constructor(root, { board, summary, seat, send, replay = false }) {
    this.root = root;
    this.replay = replay; // a past position: nobody's turn is now
    this.board = board;
    this.summary = summary;
    this.send = send;
    // Fixed components of the game (from its rules data) that the view does not repeat.
    const data = JSON.parse(document.getElementById("board-data")?.textContent || "{}");
    this.ctx = { seat, seats: summary.seats, data, components: board.components ?? {}, name: (s) => seatName(this.summary.seats, s) };
    this.el = {
      status: root.querySelector("#status"),
      board: root.querySelector("#board"),
      private: root.querySelector("#private"),
      players: root.querySelector("#players"),
      actions: root.querySelector("#actions"),
      chooser: root.querySelector("#chooser"),
      log: root.querySelector("#log-list"),
    };
    this.chooser = this.el.chooser ? new Chooser(this.el.chooser, { board, ctx: this.ctx, send: (a) => this.send(a) }) : null;
    this.tooltips = new Tooltips(root, this.ctx);
    this.wireZoom(root.querySelector("#zoom-board"));
  }

  /** On a narrow screen the board can be drawn twice as wide, scrolled inside its frame. */
  wireZoom(button) {
    if (!button) return;
    const show = (on) => {
      this.el.board.classList.toggle("zoomed", on);
      button.setAttribute("aria-pressed", String(on));
      button.textContent = on ? gettext("Fit the board to the screen") : gettext("Enlarge the board");
    };
    button.addEventListener("click", () => show(!this.el.board.classList.contains("zoomed")));
    show(false);
    this.redrawZoom = () => show(this.el.board.classList.contains("zoomed"));
  }

  setSummary(summary) {
    this.summary = summary;
    this.ctx.seats = summary.seats;
  }

  render(view, entries, { interactive = false } = {}) {
    this.view = view;
    const state = view.state;
    const ctx = this.ctx;
    this.words = viewWords(view, this.summary.seats);
    if (this.chooser) this.chooser.words = this.words;
    // Whose eyes the server answered through: a player who left their seat for good gets a
    // spectator's view (docs/api.md, "Leaving for good"), so no private panel is drawn then.
    if ("seat" in view) ctx.seat = view.seat;
    renderPlayers(this.el.players, { summary: this.summary, view, board: this.board, ctx });
    this.el.status.textContent = this.statusLine(view);
    this.el.board.replaceChildren();
    this.el.private.replaceChildren();
    if (state) {
      const drawing = this.board.draw(state, ctx);
      drawing.classList.add("board-svg");
      // The frame scrolls the drawing when it is enlarged (the zoom toggle), not the page.
      this.el.board.append(html("div", { class: "board-frame" }, [drawing]));
      // What the board game keeps beside the board (markets, turn order, displays, legends).
      const beside = this.board.panels?.(state, ctx);
      if (beside) this.el.board.append(beside);
      const mine = this.board.privatePanel?.(state, ctx);
      if (mine) this.el.private.append(mine);
    } else {
      this.el.board.append(html("p", { class: "empty", text: gettext("The match starts when every seat is taken.") }));
    }
    this.el.private.hidden = !this.el.private.childElementCount;
    renderLog(this.el.log, entries, this.summary.seats);
    if (this.el.actions) this.wireActions(interactive ? view.legal_actions : [], state);
    if (state) this.markRecentMoves(entries, state);
    this.tooltips.prepare();
  }

  /** What just happened, marked on the board and in the log: the moves since the viewer's last
   * own move (a spectator's and a replay's: the last move), on the elements they named. */
  markRecentMoves(entries, state) {
    const ctx = this.ctx;
    const moves = entries.filter((e) => e.type === "action" && e.action).sort((a, b) => a.version - b.version);
    if (!moves.length) return;
    let recent = moves.slice(-1);
    if (!this.replay && ctx.seat !== null) {
      const since = moves.slice(moves.map((e) => e.seat).lastIndexOf(ctx.seat) + 1);
      if (since.length) recent = since;
    }
    let marked = 0;
    for (const entry of recent) {
      let keys = [];
      try {
        keys = this.board.targets(entry.action, state, { ...ctx, seat: entry.seat }) ?? [];
      } catch {
        keys = []; // a field hidden from this viewer: nothing to point at
      }
      for (const key of keys) {
        for (const node of this.el.board.querySelectorAll(`[data-target="${CSS.escape(key)}"]`)) {
          node.classList.add("last-move");
          marked += 1;
        }
      }
      this.el.log.querySelector(`li[data-version="${entry.version}"]`)?.classList.add("recent");
    }
    if (marked) {
      const note = this.replay || ctx.seat === null ? gettext("Glowing: the last move.") : gettext("Glowing: what moved since your last move (highlighted in the log too).");
      this.el.board.firstElementChild?.after(html("p", { class: "help last-move-note", text: note }));
    }
  }

  statusLine(view) {
    const ctx = this.ctx;
    if (view.status === "open") return gettext("Waiting for players to take the free seats.");
    if (view.status === "finished") return gettext("The match is over.");
    if (view.status === "aborted") return gettext("The match was aborted.");
    const phase = this.words.phase ? ` — ${this.words.phase}` : "";
    const whose = view.to_act.map((s) => (s === ctx.seat ? gettext("you") : ctx.name(s))).join(", ");
    // A replay, or a spectator: who is (was) to move, never "your turn".
    if (this.replay) {
      const onlyMe = view.to_act.length === 1 && view.to_act[0] === ctx.seat;
      return (onlyMe ? gettext("At this version: you to move") : tr(gettext("At this version: %(who)s to move"), { who: whose })) + phase;
    }
    if (ctx.seat === null) return tr(gettext("%(who)s to move"), { who: whose }) + phase;
    const mine = view.to_act.includes(ctx.seat);
    if (this.botHoldsMySeat()) {
      const line = mine ? gettext("A bot plays your seat now and is to move") : tr(gettext("A bot plays your seat now; %(who)s to move"), { who: whose });
      return line + phase;
    }
    return (mine ? gettext("Your turn") : tr(gettext("Waiting for %(who)s"), { who: whose })) + phase;
  }

  botHoldsMySeat() {
    return Boolean(this.summary.seats.find((s) => s.seat === this.ctx.seat)?.bot);
  }

  /** Whether the viewer is to move now in person (what the status line calls "Your turn"). */
  isMyTurn(view) {
    const seat = this.ctx.seat;
    if (this.replay || seat === null || view.status !== "active") return false;
    return view.to_act.includes(seat) && !this.botHoldsMySeat();
  }

  /** Legal actions become clickable board elements where they name one, buttons otherwise. */
  wireActions(actions, state) {
    this.el.actions.replaceChildren();
    // A person halfway through choosing keeps the chooser while the choice stays legal.
    const keepChoosing = this.chooser?.active && this.chooser.stillLegal(actions);
    if (!keepChoosing) this.chooser?.close();
    if (!actions.length) {
      this.el.actions.hidden = true;
      return;
    }
    this.el.actions.hidden = false;
    const ctx = this.ctx;
    const byTarget = new Map();
    const loose = [];
    for (const action of actions) {
      const targets = this.board.targets(action, state, ctx).filter((t) => this.root.querySelector(`[data-target="${CSS.escape(t)}"]`));
      if (!targets.length) loose.push(action);
      for (const target of targets) {
        if (!byTarget.has(target)) byTarget.set(target, []);
        byTarget.get(target).push(action);
      }
    }
    for (const [target, group] of byTarget) {
      for (const node of this.root.querySelectorAll(`[data-target="${CSS.escape(target)}"]`)) {
        const title = node.dataset.label || target;
        node.classList.add("actionable");
        node.setAttribute("tabindex", "0");
        node.setAttribute("role", "button");
        node.setAttribute("aria-label", `${title}: ${group.length === 1 ? this.words.label(group[0]) : tr(ngettext("%(count)s choice", "%(count)s choices", group.length), { count: group.length })}`);
        const pick = (event) => {
          event.preventDefault();
          this.chooser.open(group, title, state);
        };
        node.addEventListener("click", pick);
        node.addEventListener("keydown", (event) => {
          if (event.key === "Enter" || event.key === " ") pick(event);
        });
      }
    }
    const heading = html("h2", { text: gettext("Your choices") });
    const hint = byTarget.size ? html("p", { class: "help", text: gettext("Click a highlighted part of the board or a card in your hand, or use a button.") }) : null;
    const list = html("div", { class: "choices" });
    const byType = new Map();
    for (const action of loose) {
      if (!byType.has(action.type)) byType.set(action.type, []);
      byType.get(action.type).push(action);
    }
    for (const [type, group] of byType) {
      const text = group.length === 1 ? this.words.label(group[0]) : `${this.words.type(type)} …`;
      const button = html("button", { type: "button", class: type === "end_turn" || type === "pass" ? "secondary" : "", "data-type": type, text });
      button.addEventListener("click", () => this.chooser.open(group, text, state));
      list.append(button);
    }
    this.el.actions.append(heading, ...(hint ? [hint] : []), list);
  }
}
