// The bot's analysis on the replay page: each player's chance of winning after every move
// (a line per player), one point per move (the mover's chance after it; a mistake is marked),
// the move the bot would have played in words, and a click on a point shows that move.
// GET /api/matches/{id}/analysis/ answers 202 while the analysis runs: the chart grows.

import { api } from "./api.js";
import { html, PLAYER_COLOURS, playerBadge, seatName, svg } from "./frame.js";

const gettext = window.gettext ?? ((text) => text);
/** Django's named interpolation ("%(name)s"), so the strings can go through its catalogs. */
const fill = (text, values) => text.replace(/%\((\w+)\)s/g, (_, name) => String(values[name]));
/** A move's words inside a sentence of ours: without its own final full stop. */
const move = (action) => action.label.replace(/\.+$/, "");
const percent = (chance) => `${Math.round(chance * 100)}\u00a0%`;

const WIDTH = 800;
const HEIGHT = 240;
const PAD = { left: 44, right: 12, top: 12, bottom: 30 };
const DASHES = ["", "6 3", "2 3", "8 3 2 3", "1 2"];
const POLL_MS = 3000;

export class AnalysisPanel {
  /** `jump(version)` shows that version of the replay. */
  constructor(root, { matchId, summary, jump }) {
    this.root = root;
    this.matchId = matchId;
    this.summary = summary;
    this.jump = jump;
    this.chart = root.querySelector("#analysis-chart");
    this.progress = root.querySelector("#analysis-progress");
    this.detail = root.querySelector("#analysis-detail");
    this.mistakes = root.querySelector("#analysis-mistakes");
    this.data = null;
    this.at = null;
  }

  async load() {
    if (this.summary.status !== "finished") return; // only a finished match is analysed
    this.root.hidden = false;
    try {
      this.data = await api(`/api/matches/${this.matchId}/analysis/`);
    } catch (error) {
      this.progress.textContent = fill(gettext("The analysis could not be loaded: %(reason)s"), { reason: error.message });
      return;
    }
    this.draw();
    if (this.data.status !== "done") setTimeout(() => this.load(), POLL_MS);
  }

  names() {
    return this.summary.seats.map((info) => seatName(this.summary.seats, info.seat));
  }

  draw() {
    const data = this.data;
    const decisions = data.decisions;
    this.root.dataset.status = data.status;
    this.progress.textContent =
      data.status === "done"
        ? fill(gettext("Search bot: %(level)s, at most %(iterations)s iterations per search. A mistake lowers the mover's chance of winning by more than %(threshold)s percentage points compared with the bot's move."), {
            level: data.method.level,
            iterations: data.method.iterations,
            threshold: Math.round(data.method.mistake_threshold * 100),
          })
        : fill(gettext("The bot is analysing this match: %(done)s of %(total)s moves so far."), {
            done: data.decisions_done,
            total: data.decisions_total || "…",
          });
    const count = Math.max(data.decisions_total, decisions.length, 2);
    const x = (index) => PAD.left + (index * (WIDTH - PAD.left - PAD.right)) / (count - 1);
    const y = (chance) => PAD.top + (1 - chance) * (HEIGHT - PAD.top - PAD.bottom);
    const names = this.names();
    const parts = [];
    // The grid: 0, 50 and 100 %, and the move numbers below.
    for (const level of [0, 0.5, 1]) {
      parts.push(svg("line", { x1: PAD.left, x2: WIDTH - PAD.right, y1: y(level), y2: y(level), class: "grid" }));
      parts.push(svg("text", { x: PAD.left - 6, y: y(level) + 4, "text-anchor": "end", class: "axis" }, percent(level)));
    }
    // Move numbers every 10, 25, 50 or 100 moves, whichever gives at most 10 of them.
    const step = [10, 25, 50, 100, 250].find((every) => count / every <= 10) ?? 500;
    for (let number = step; number <= count; number += step) {
      parts.push(svg("line", { x1: x(number - 1), x2: x(number - 1), y1: HEIGHT - PAD.bottom, y2: HEIGHT - PAD.bottom + 4, class: "grid" }));
      parts.push(svg("text", { x: x(number - 1), y: HEIGHT - PAD.bottom + 15, "text-anchor": "middle", class: "axis" }, String(number)));
    }
    parts.push(svg("text", { x: PAD.left, y: HEIGHT - 3, class: "axis" }, gettext("move")));
    this.marker = svg("line", { y1: PAD.top, y2: HEIGHT - PAD.bottom, class: "current", visibility: "hidden" });
    parts.push(this.marker);
    for (let seat = 0; seat < data.players; seat++) {
      const points = decisions.map((d, index) => `${x(index).toFixed(1)},${y(d.chances[seat]).toFixed(1)}`).join(" ");
      parts.push(svg("polyline", { points, class: "chance-line", stroke: PLAYER_COLOURS[seat % PLAYER_COLOURS.length], "stroke-dasharray": DASHES[seat % DASHES.length] || null }));
    }
    decisions.forEach((d, index) => {
      const label = this.sentence(d, index, names);
      const point = svg("g", { class: `decision-point${d.mistake ? " mistake" : ""}`, "data-version": d.version, tabindex: 0, role: "button", "aria-label": label }, [
        svg("title", {}, label),
        svg("circle", { cx: x(index), cy: y(d.played_chance), r: d.mistake ? 6 : 3.5, fill: PLAYER_COLOURS[d.seat % PLAYER_COLOURS.length] }),
        d.mistake ? svg("text", { x: x(index), y: y(d.played_chance) - 9, "text-anchor": "middle", class: "mistake-mark" }, "!") : null,
      ]);
      point.addEventListener("click", () => this.jump(d.version));
      point.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          this.jump(d.version);
        }
      });
      parts.push(point);
    });
    this.x = x;
    const chart = svg("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: "analysis-chart", role: "img", "aria-label": gettext("Each player's chance of winning after each move") }, parts);
    const legend = html(
      "p",
      { class: "analysis-legend" },
      names.map((name, seat) => html("span", { class: `legend-item p${seat}` }, [playerBadge(seat), html("span", { class: `legend-line l${seat}`, "aria-hidden": "true" }), name])),
    );
    this.chart.replaceChildren(chart, legend);
    this.drawMistakes(names);
    if (this.at !== null) this.highlight(this.at);
  }

  /** One move in words: who played what, and what the bot thinks of it. */
  sentence(d, index, names) {
    const head = fill(gettext("Move %(number)s, %(player)s: %(move)s."), { number: index + 1, player: names[d.seat], move: move(d.played) });
    const chances = d.chances.map((chance, seat) => `${names[seat]} ${percent(chance)}`).join(", ");
    const after = fill(gettext("Chances of winning after it: %(chances)s."), { chances });
    if (move(d.best) === move(d.played)) return `${head} ${after} ${gettext("The bot would have played the same.")}`;
    const best = fill(gettext("The bot would have played: %(move)s (%(chance)s for the mover, against %(played)s)."), {
      move: move(d.best),
      chance: percent(d.best_chance),
      played: percent(d.played_chance),
    });
    return `${head} ${after} ${best}${d.mistake ? ` ${gettext("A mistake.")}` : ""}`;
  }

  drawMistakes(names) {
    const found = this.data.decisions.map((d, index) => [d, index]).filter(([d]) => d.mistake);
    const items = found.map(([d, index]) => {
      const button = html("button", { type: "button", class: "link", text: fill(gettext("Move %(number)s"), { number: index + 1 }) });
      button.addEventListener("click", () => this.jump(d.version));
      const words = fill(gettext("%(player)s played: %(move)s (chance of winning after it: %(played)s). The bot prefers: %(best)s (%(chance)s)."), {
        player: names[d.seat],
        move: move(d.played),
        played: percent(d.played_chance),
        best: move(d.best),
        chance: percent(d.best_chance),
      });
      return html("li", {}, [button, ` ${words}`]);
    });
    this.mistakes.replaceChildren(...items);
    this.mistakes.hidden = !items.length;
    this.root.querySelector("#analysis-mistakes-h").hidden = !items.length;
  }

  /** The replay shows `version`: mark the last move made by then, and say what the bot thinks. */
  highlight(version) {
    this.at = version;
    if (!this.data) return;
    const decisions = this.data.decisions;
    let index = -1;
    for (let i = 0; i < decisions.length && decisions[i].version <= version; i++) index = i;
    for (const point of this.chart.querySelectorAll(".decision-point")) point.classList.toggle("selected", Number(point.dataset.version) === decisions[index]?.version);
    if (index < 0) {
      this.marker?.setAttribute("visibility", "hidden");
      this.detail.textContent = decisions.length ? gettext("No move has been made yet at this point.") : "";
      return;
    }
    const at = this.x(index).toFixed(1);
    this.marker.setAttribute("x1", at);
    this.marker.setAttribute("x2", at);
    this.marker.setAttribute("visibility", "visible");
    this.detail.textContent = this.sentence(decisions[index], index, this.names());
  }
}
