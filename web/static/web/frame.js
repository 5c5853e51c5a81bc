// Shared parts of the match and replay pages: SVG helpers, player marks, the players
// panel, the event log, the end screen and the step-by-step action chooser.

const SVG_NS = "http://www.w3.org/2000/svg";

/** Player colours (Okabe–Ito, safe for colour-blind eyes) always paired with a shape and a number. */
export const PLAYER_COLOURS = ["#E69F00", "#56B4E9", "#009E73", "#CC79A7", "#0072B2"];
export const PLAYER_SHAPES = ["circle", "square", "triangle", "diamond", "hexagon"];

export function svg(tag, attrs = {}, children = []) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== undefined && value !== null) node.setAttribute(key, String(value));
  }
  for (const child of [].concat(children)) {
    if (child === null || child === undefined) continue;
    node.append(typeof child === "string" || typeof child === "number" ? document.createTextNode(String(child)) : child);
  }
  return node;
}

export function html(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of [].concat(children)) {
    if (child === null || child === undefined) continue;
    node.append(typeof child === "string" || typeof child === "number" ? document.createTextNode(String(child)) : child);
  }
  return node;
}

function shapePoints(shape, x, y, r) {
  const polygon = (n, turn) =>
    Array.from({ length: n }, (_, i) => {
      const a = turn + (i * 2 * Math.PI) / n;
      return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
    }).join(" ");
  switch (shape) {
    case "square": return polygon(4, Math.PI / 4);
    case "triangle": return polygon(3, -Math.PI / 2);
    case "diamond": return polygon(4, 0);
    case "hexagon": return polygon(6, 0);
    default: return null;
  }
}

/** A player's mark in SVG: coloured shape with the seat number, readable without colour. */
export function playerMark(seat, x, y, r = 10, extra = {}) {
  const shape = PLAYER_SHAPES[seat % PLAYER_SHAPES.length];
  const fill = PLAYER_COLOURS[seat % PLAYER_COLOURS.length];
  const points = shapePoints(shape, x, y, r * (shape === "triangle" ? 1.3 : 1.1));
  const body = points
    ? svg("polygon", { points, fill, stroke: "#222", "stroke-width": 1.2 })
    : svg("circle", { cx: x, cy: y, r, fill, stroke: "#222", "stroke-width": 1.2 });
  return svg("g", { class: "player-mark", ...extra }, [
    body,
    svg("text", { x, y: y + r * 0.38, "text-anchor": "middle", "font-size": r * 1.05, "font-weight": 700, fill: "#111" }, String(seat + 1)),
  ]);
}

/** The same mark as a small inline SVG for HTML text. */
export function playerBadge(seat) {
  return svg("svg", { class: "badge", viewBox: "0 0 24 24", width: 22, height: 22, "aria-hidden": "true" }, [playerMark(seat, 12, 12, 9)]);
}

/** Words broken into lines of at most `width` characters (for text inside SVG shapes). */
export function wrapWords(text, width) {
  const lines = [];
  for (const word of String(text).split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** SVG text attributes that narrow `text` to `width` when it has more than `letters` letters
 * (a longer word in another language: "Мужчины", "estatus 3"); none when it fits. */
export function narrowedTo(text, letters, width) {
  return String(text).length > letters ? { textLength: width, lengthAdjust: "spacingAndGlyphs" } : {};
}

/**
 * When a page asks again for a stream the server refused (a WSGI server's stream slots all
 * taken: 503): 5 s after the first refusal, twice as long after each next one, at most a
 * minute, so a busy server is not asked every few seconds by every page, and a stream refused
 * once is soon back. `next()` is the delay to wait now; `reset()` once a stream is served.
 */
export function streamRetry() {
  const first = 5000;
  const most = 60000;
  let delay = first;
  return {
    next() {
      const now = delay;
      delay = Math.min(delay * 2, most);
      return now;
    },
    reset() {
      delay = first;
    },
  };
}

/** SVG text of several lines (`wrapWords`), the first baseline at y. */
export function svgLines(lines, x, y, { size = 10, gap = 1.2, ...attrs } = {}) {
  return svg("text", { x, y, "font-size": size, ...attrs }, lines.map((line, i) => svg("tspan", { x, dy: i ? size * gap : 0 }, line)));
}

/**
 * A sentence with named %(placeholders)s filled in, after translation:
 * `tr(gettext("Seat %(number)s"), { number: 2 })` (gettext() and interpolate() come from the
 * page's JavaScript catalog, Django's JavaScriptCatalog, loaded before the modules).
 */
export function tr(format, values) {
  return interpolate(format, values, true);
}

/** "1 card", "2 cards": a count with its noun in the right number, the nouns given as
 * `ngettext("%(count)s card", "%(count)s cards", n)` so each language counts its own way. */
export function plural(count, format) {
  return tr(format, { count });
}

/** A component of the game by kind and id (`{id, name, text, ...}`), or null. */
export function component(ctx, kind, id) {
  return ctx.components?.[kind]?.get(String(id)) ?? null;
}

export function seatName(seats, seat) {
  const info = seats?.find((s) => s.seat === seat);
  if (!info) return tr(gettext("Seat %(number)s"), { number: seat + 1 });
  if (info.username) return info.username;
  // An imported match (docs/records.md): the player's name on the server that played it.
  if (info.name) return tr(gettext("%(name)s (imported)"), { name: info.name });
  if (info.bot) return tr(gettext("Bot %(number)s (%(level)s)"), { number: seat + 1, level: botLevel(info.bot) });
  return tr(gettext("Seat %(number)s (free)"), { number: seat + 1 });
}

/** A bot's level in words ("random", "greedy", "mcts", "strong"). */
export function botLevel(level) {
  const words = {
    random: () => pgettext("bot level", "random"),
    greedy: () => pgettext("bot level", "greedy"),
    mcts: () => pgettext("bot level", "mcts"),
    strong: () => pgettext("bot level", "strong"),
  };
  return words[level]?.() ?? level;
}

/** Players panel: one card per seat with its public numbers. */
export function renderPlayers(container, { summary, view, board, ctx }) {
  container.replaceChildren();
  const state = view?.state;
  for (const seatInfo of summary.seats) {
    const seat = seatInfo.seat;
    const toAct = (view?.to_act ?? summary.to_act).includes(seat);
    const stats = state ? board.playerStats(state, seat, ctx) : [];
    const card = html("div", { class: `player p${seat}${toAct ? " to-act" : ""}${seat === ctx.seat ? " me" : ""}`, "data-seat": seat }, [
      html("div", { class: "player-name" }, [
        playerBadge(seat),
        // A person's name links to their profile (ratings, history).
        seatInfo.username
          ? html("a", { href: `/players/${encodeURIComponent(seatInfo.username)}/`, class: "profile-link", text: seatName(summary.seats, seat) + (seat === ctx.seat ? gettext(" (you)") : "") })
          : html("span", { text: seatName(summary.seats, seat) + (seat === ctx.seat ? gettext(" (you)") : "") }),
        toAct ? html("span", { class: "turn-flag", text: gettext("to act") }) : null,
      ]),
      html("dl", { class: "stats" }, stats.flatMap(([label, value]) => [html("dt", { text: label }), html("dd", { text: String(value) })])),
    ]);
    container.append(card);
  }
}

/** How the games' sentences name a seat in each language: "Seat 0", "Игрок 0" (and its
 * cases: "игрока 0", "игроку 0"...), "Jugador 0". */
const SEAT_IN_TEXT = /(?<![\p{L}\d])(?:[Ss]eat|[Ии]грок(?:а|у|ом|е)?|[Jj]ugador)\s(\d+)(?![\p{L}\d])/gu;

/** The API's sentences say "seat 0"; on screen every seat is called by its player's name. */
export function withNames(text, seats) {
  return text.replace(SEAT_IN_TEXT, (_, n) => seatName(seats, Number(n)));
}

/** The event log, newest first, in the API's sentences (already redacted for this viewer). */
export function renderLog(list, entries, seats) {
  list.replaceChildren();
  for (const entry of [...entries].sort((a, b) => b.version - a.version)) {
    list.append(
      html("li", { "data-version": entry.version }, [
        entry.seat === null || entry.seat === undefined ? html("span", { class: "badge-space" }) : playerBadge(entry.seat),
        // The version opens the replay there (the match page's and the replay's #app name the match).
        html("a", { class: "v", href: `/matches/${document.getElementById("app")?.dataset.match}/replay/?at=${entry.version}`, title: gettext("Replay from here"), text: `#${entry.version}` }),
        html("span", { class: "text", text: withNames(entry.text, seats) }),
      ]),
    );
  }
}

async function sha256Hex(text) {
  if (!crypto?.subtle) return null;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** How every shuffle and roll of the match follows from its seed, in words, for the
 * derivation the match was played with (`rng_version`; games/engine/rng.py). Shown only at
 * the end, with the seed. */
export function seedFormula(summary) {
  const clientSeeds = summary.client_seeds ?? [];
  const joined = clientSeeds.join(",");
  const players = clientSeeds.length
    ? tr(gettext("the players' client seeds (%(seeds)s) joined by commas"), { seeds: clientSeeds.map((c) => `"${c}"`).join(", ") })
    : gettext("the players' client seeds joined by commas (this match has none, so that part is empty)");
  if (summary.rng_version === 1) {
    return (
      gettext("How the dice and shuffles follow from the seed (derivation 1, matches from before client seeds): the random generator of the event at version v is Python's random.Random seeded with the number whose big-endian bytes are sha256 of the text \"seed:v\", so every shuffle and roll can be re-derived.")
    );
  }
  return (
    tr(
      gettext("How the dice and shuffles follow from the seed (derivation %(derivation)s): the random numbers of the event at version v are the blocks HMAC-SHA256 with the seed as key and the message \"tabula/2|%(joined)s|v|i\" — %(players)s — for i = 0, 1, 2 and so on, read as 32-bit big-endian numbers. A shuffle or a roll takes as many bits as it needs and draws again when the number is out of range, exactly as Python's random module does on top of them (the README's \"Provably fair randomness\" spells it out), so every shuffle and roll can be re-derived."),
      { derivation: summary.rng_version, joined, players },
    )
  );
}

/** End screen: scores, winners, the revealed seed and how to check it against the commitment.
 * `scoreHeading`: what the game's scores count, where "Score" would not say (a board module's
 * `scoreHeading()`). */
export async function renderEnd(container, summary, extraLinks = [], scoreHeading = null) {
  container.replaceChildren();
  if (summary.status !== "finished" || !summary.result) {
    container.hidden = true;
    return;
  }
  container.hidden = false;
  const { winners, scores } = summary.result;
  const names = winners.map((s) => seatName(summary.seats, s));
  const heading =
    winners.length > 1
      ? tr(gettext("Shared victory: %(names)s"), { names: names.join(gettext(" and ")) })
      : tr(gettext("%(name)s wins"), { name: names[0] });
  const rows = summary.seats.map((s) =>
    html("tr", { class: winners.includes(s.seat) ? "winner" : "" }, [
      html("td", {}, [playerBadge(s.seat), " ", seatName(summary.seats, s.seat)]),
      html("td", { text: String(scores[String(s.seat)] ?? "") }),
      html("td", { text: winners.includes(s.seat) ? gettext("winner") : "" }),
    ]),
  );
  const seedText = summary.seed_text ?? String(summary.seed);
  const check = html("p", { class: "verify-result", text: gettext("Checking the seed…") });
  container.append(
    html("h2", { text: tr(gettext("Game over — %(result)s"), { result: heading }) }),
    html("table", { class: "scores" }, [
      html("thead", {}, [html("tr", {}, [html("th", { scope: "col", text: gettext("Player") }), html("th", { scope: "col", text: scoreHeading ?? gettext("Score") }), html("th", { scope: "col", text: "" })])]),
      html("tbody", {}, rows),
    ]),
    html("h3", { text: gettext("Verify the dice and shuffles") }),
    html("p", {}, [gettext("Revealed seed: "), html("code", { class: "seed", text: seedText })]),
    html("p", {}, [gettext("Commitment published at the start: "), html("code", { class: "commitment", text: summary.seed_commitment })]),
    html("p", {}, [
      gettext("Check that sha256 of the seed is the commitment: "),
      html("code", { text: `python3 -c "import hashlib; print(hashlib.sha256(b'${seedText}').hexdigest())"` }),
      ".",
    ]),
    html("p", { class: "seed-formula", text: seedFormula(summary) }),
    check,
    html("p", { class: "end-links" }, extraLinks),
  );
  const digest = await sha256Hex(seedText);
  if (digest === null) check.textContent = gettext("Your browser cannot hash here; use the command above.");
  else if (digest === summary.seed_commitment) check.textContent = gettext("✔ Checked in your browser: sha256(seed) equals the commitment.");
  else check.textContent = gettext("✘ sha256(seed) does NOT equal the commitment.");
}

/** Distinct value of `field` as a stable string key (the server's `value_key`: compact JSON). */
export const keyOf = (value) => JSON.stringify(value ?? null);

const plainWords = (id) => String(id).replaceAll("_", " ");

/**
 * A view's words (its `labels`, written by the game on the server): one sentence per legal
 * action, the name of each action type and of each value a chooser offers, and the phase.
 */
export function viewWords(view, seats = []) {
  const labels = view?.labels ?? {};
  const named = (text) => withNames(text, seats);
  const sentences = new Map((view?.legal_actions ?? []).map((action, i) => [keyOf(action), labels.actions?.[i]]));
  return {
    phase: named(labels.phase ?? ""),
    label: (action) => named(sentences.get(keyOf(action)) ?? plainWords(action.type)),
    type: (type) => named(labels.types?.[type] ?? plainWords(type)),
    field: (type, field, value) => named(labels.choices?.[type]?.[field]?.[keyOf(value)] ?? `${plainWords(field)} ${value ?? gettext("none")}`),
  };
}

/**
 * The step-by-step chooser: narrows a set of legal actions one field at a time
 * (with Back), and sends only one of them, verbatim.
 */
export class Chooser {
  constructor(container, { board, ctx, send }) {
    this.container = container;
    this.board = board;
    this.ctx = ctx;
    this.send = send;
    this.stack = [];
    this.words = viewWords(null); // the words of the view on screen (Table sets them)
  }

  /** Start choosing among `actions` (a subset of legal_actions), titled `title`. */
  open(actions, title, state) {
    this.state = state;
    if (actions.length === 1 && !this.board.confirm?.(actions[0], state, this.ctx)) {
      this.send(actions[0]);
      return;
    }
    this.stack = [{ actions, title }];
    this.render();
  }

  close() {
    this.stack = [];
    this.render();
  }

  get active() {
    return this.stack.length > 0;
  }

  /** Whether every action being chosen among is still among `legal`: a redraw of the same
   * position (a live update, a late refresh) then leaves the chooser open where it was. */
  stillLegal(legal) {
    const keys = new Set(legal.map(keyOf));
    return this.stack.every(({ actions }) => actions.every((action) => keys.has(keyOf(action))));
  }

  render() {
    this.container.replaceChildren();
    this.container.hidden = !this.active;
    if (!this.active) return;
    const { actions, title } = this.stack[this.stack.length - 1];
    const box = html("div", { class: "chooser", role: "group", "aria-label": title });
    box.append(html("h3", { text: title }));
    if (actions.length === 1) {
      const action = actions[0];
      const play = html("button", { type: "button", class: "primary", text: this.words.label(action) });
      play.addEventListener("click", () => {
        this.close();
        this.send(action);
      });
      box.append(play);
    } else {
      const field = this.splitField(actions);
      const groups = new Map();
      for (const action of actions) {
        const key = keyOf(action[field]);
        if (!groups.has(key)) groups.set(key, []);
        groups.get(key).push(action);
      }
      const list = html("div", { class: "choices" });
      for (const [key, group] of groups) {
        const value = JSON.parse(key);
        const text =
          group.length === 1
            ? this.words.label(group[0])
            : field === "type"
              ? this.words.type(value)
              : this.words.field(group[0].type, field, value);
        const button = html("button", { type: "button", text: group.length === 1 ? text : `${text} …` });
        button.addEventListener("click", () => {
          if (group.length === 1) {
            this.close();
            this.send(group[0]);
          } else {
            this.stack.push({ actions: group, title: text });
            this.render();
          }
        });
        list.append(button);
      }
      box.append(list);
    }
    const back = html("button", { type: "button", class: "back", text: this.stack.length > 1 ? gettext("← Back") : gettext("Cancel") });
    back.addEventListener("click", () => {
      this.stack.pop();
      this.render();
    });
    box.append(back);
    this.container.append(box);
    box.querySelector("button")?.focus();
  }

  /** The first field (type first) whose value differs among the actions. */
  splitField(actions) {
    const fields = [];
    for (const action of actions) for (const field of Object.keys(action)) if (!fields.includes(field)) fields.push(field);
    fields.sort((a, b) => (a === "type" ? -1 : b === "type" ? 1 : 0));
    return fields.find((field) => new Set(actions.map((a) => keyOf(a[field]))).size > 1) ?? "type";
  }
}
