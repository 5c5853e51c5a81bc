// Bora Bora: the islands (regions as discs joined by land and water paths), the action tiles
// with their dice, the men and women on display, the temple, and the viewer's ceremony area.
// The god cards in a hand are private: only their owner's panel shows them.

import { component, html, narrowedTo, playerMark, PLAYER_COLOURS, svg, svgLines, tr, wrapWords } from "../frame.js";

const POS = {
  C_NW: [250, 250], C_NE: [350, 250], C_SW: [250, 350], C_SE: [350, 350],
  N_W: [240, 90], N_E: [360, 90], E_N: [510, 240], E_S: [510, 360],
  S_E: [360, 510], S_W: [240, 510], W_N: [90, 240], W_S: [90, 360],
};
const TYPE = {
  mountain: { fill: "#a7a39b", letter: "M", resource: "stone" },
  forest: { fill: "#6f9a5a", letter: "F", resource: "wood" },
  beach: { fill: "#ead58f", letter: "B", resource: "sand" },
  plains: { fill: "#c2dd8c", letter: "P", resource: "offering" },
};
const MATERIAL = { stone: { fill: "#a7a39b" }, wood: { fill: "#8a6a3f" }, sand: { fill: "#ead58f" } };
/** The action on a person tile, short enough for the tile, in the page's language. */
function personCaption(type) {
  const captions = {
    LAND_PATH: gettext("land path"),
    WATER_PATH: gettext("water path"),
    TAKE_WOMAN: gettext("take woman"),
    TAKE_MAN: gettext("take man"),
    BUILD: gettext("build"),
    MATERIAL: gettext("material"),
    MOVE_HUT: gettext("move huts"),
    VICTORY_POINTS: gettext("victory pts"),
    GOD_CARD: gettext("god card"),
    OFFERING: gettext("offering"),
    STATUS: gettext("status"),
    SHELL: gettext("shell"),
  };
  return captions[type] ?? words(type);
}

/** A building material (stone, wood, sand) in the page's language. */
function materialName(material) {
  const names = { stone: gettext("stone"), wood: gettext("wood"), sand: gettext("sand") };
  return names[material] ?? material;
}

/** A god's colour as its card names it (the components endpoint), else the colour in words. */
function godName(ctx, colour) {
  const named = component(ctx, "god", colour)?.name;
  if (named) return named;
  const colours = { blue: gettext("blue"), white: gettext("white"), red: gettext("red"), green: gettext("green"), yellow: gettext("yellow") };
  return colours[colour] ?? colour;
}
const GOD = { blue: "#3a78c2", white: "#f4f4f4", red: "#c8423a", green: "#3f9a4e", yellow: "#e8c23a" };
const words = (id) => String(id).replaceAll("_", " ").toLowerCase();
const personName = (ctx, tile) => component(ctx, "person", tile)?.name ?? gettext("a person");
const regionName = (ctx, region) => component(ctx, "region", region)?.name ?? gettext("a region");
const taskName = (ctx, task) => component(ctx, "task", task)?.name ?? gettext("a task");

function draw(state, ctx) {
  // Two drawings in one coordinate system (islands left of x = 600, the rest right of it), side
  // by side on a wide screen and one above the other on a phone, each readable there.
  const islands = svg("svg", { viewBox: "0 0 600 600", role: "img", "aria-label": gettext("Bora Bora: the islands and their regions") });
  const table = svg("svg", { viewBox: "600 0 400 600", role: "img", "aria-label": gettext("Bora Bora: action tiles, men and women on display, temple, ceremony area") });
  islands.append(svg("rect", { x: 0, y: 0, width: 600, height: 600, fill: "#bfe0ef", rx: 10 }));
  table.append(svg("rect", { x: 600, y: 0, width: 400, height: 600, fill: "#f5efe0", rx: 10 }));
  for (const [kind, a, b, value] of ctx.data.paths ?? []) {
    const [x1, y1] = POS[a];
    const [x2, y2] = POS[b];
    islands.append(svg("line", { x1, y1, x2, y2, stroke: kind === "land" ? "#7a5a2a" : "#2a6fa8", "stroke-width": kind === "land" ? 5 : 3, "stroke-dasharray": kind === "land" ? null : "8 5" }));
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    islands.append(svg("circle", { cx: mx, cy: my, r: 10, fill: "#fff", stroke: kind === "land" ? "#7a5a2a" : "#2a6fa8" }));
    islands.append(svg("text", { x: mx, y: my + 4, "text-anchor": "middle", "font-size": 11, "font-weight": 700 }, String(value)));
  }
  for (const region of ctx.data.regions ?? Object.keys(POS)) {
    const [x, y] = POS[region];
    const type = TYPE[ctx.data.region_type?.[region]] ?? TYPE.plains;
    const info = state.regions[region] ?? { huts: [], fish: null };
    const g = svg("g", { class: "region", "data-target": `region:${region}`, "data-label": regionName(ctx, region), "data-component": `region:${region}` }, [
      svg("circle", { cx: x, cy: y, r: 44, fill: type.fill, stroke: "#3b3b3b", "stroke-width": 1.5 }),
      svgLines(wrapWords(regionName(ctx, region), 10), x, y - 24, { size: 11, "text-anchor": "middle", "font-weight": 700 }),
    ]);
    if (info.fish) g.append(svg("text", { x, y: y + 38, "text-anchor": "middle", "font-size": 10 }, tr(gettext("fish %(vp)s VP"), { vp: info.fish[1] })));
    info.huts.forEach((seat, i) => {
      // The last hut stands on the building space: drawn larger, in the middle.
      const last = i === info.huts.length - 1;
      g.append(playerMark(seat, last ? x : x - 30 + i * 12, last ? y + 4 : y + 20, last ? 12 : 6));
    });
    islands.append(g);
  }
  // Action tiles with the dice placed this round (lowest die last: the next must be lower).
  let y = 16;
  table.append(svg("text", { x: 612, y: y + 4, "font-size": 13, "font-weight": 700 }, (state.round ? tr(gettext("Round %(round)s · action tiles"), { round: state.round }) : gettext("First huts · action tiles"))));
  y += 14;
  for (const [tile, dice] of [...Object.entries(state.tiles), ["fishing", state.fishing]]) {
    const name = component(ctx, "action_tile", tile)?.name ?? words(tile);
    const g = svg("g", { class: "action-tile", "data-target": `tile:${tile}`, "data-label": tr(gettext("%(name)s tile"), { name }), "data-component": `action_tile:${tile}` }, [
      svg("rect", { x: 610, y, width: 240, height: 30, rx: 5, fill: "#fffaf0", stroke: "#7a6a4a" }),
      svg("text", { x: 618, y: y + 20, "font-size": 12 }, name),
    ]);
    dice.forEach((die, i) => {
      const dx = 744 + i * 22;
      g.append(svg("rect", { x: dx, y: y + 5, width: 20, height: 20, rx: 4, fill: PLAYER_COLOURS[die.seat % 5], stroke: "#222" }));
      g.append(svg("text", { x: dx + 10, y: y + 20, "text-anchor": "middle", "font-size": 12, "font-weight": 700 }, String(die.value)));
    });
    table.append(g);
    y += 34;
  }
  // Men and women on display, positions 1-6.
  y += 6;
  for (const gender of ["M", "W"]) {
    // The margin holds about six letters: a longer word (Russian "Мужчины") is narrowed to fit.
    const row = gender === "M" ? gettext("Men") : gettext("Women");
    table.append(svg("text", { x: 612, y: y + 14, "font-size": 12, "font-weight": 700, ...narrowedTo(row, 6, 52) }, row));
    (state.displays[gender] ?? []).forEach((tile, i) => {
      const x = 668 + i * 54;
      const [, type, left] = tile ? tile.split(":") : [];
      // What taking it costs, in the tile's top right corner beside its position number.
      const cost = tile ? (gender === "M" ? tr(gettext("%(count)s status"), { count: left }) : tr(ngettext("%(count)s shell", "%(count)s shells", Number(left)), { count: left })) : "";
      const g = svg("g", { class: "person", "data-target": `person:${gender}:${i + 1}`, "data-label": tile ? tr(gettext("Position %(number)s: %(person)s"), { number: i + 1, person: personName(ctx, tile) }) : tr(gettext("Position %(number)s: taken"), { number: i + 1 }), "data-component": tile ? `person:${tile}` : null }, [
        svg("rect", { x, y, width: 50, height: 40, rx: 5, fill: tile ? (gender === "M" ? "#dbe7f5" : "#f5dbe7") : "#eee", stroke: "#555" }),
        svg("text", { x: x + 4, y: y + 11, "font-size": 9, "font-weight": 700 }, `${i + 1}`),
        // The corner holds about 7 letters beside the position number ("estatus 3" is narrowed).
        svg("text", { x: x + 46, y: y + 11, "text-anchor": "end", "font-size": 8, ...narrowedTo(cost, 7, 34) }, cost),
        tile ? svgLines(wrapWords(personCaption(type), 9), x + 25, y + 24, { size: 8, "text-anchor": "middle" }) : svg("text", { x: x + 25, y: y + 28, "text-anchor": "middle", "font-size": 8 }, gettext("taken")),
      ]);
      table.append(g);
    });
    y += 46;
  }
  // The temple: space 6 leftmost, pushes go toward space 1.
  y += 4;
  table.append(svg("text", { x: 612, y: y + 18, "font-size": 12, "font-weight": 700 }, gettext("Temple")));
  for (let space = 6; space >= 1; space--) {
    const x = 668 + (6 - space) * 54;
    const owner = state.temple[space - 1];
    const g = svg("g", { class: "temple-space", "data-target": `temple:${space}`, "data-label": tr(gettext("Temple space %(number)s"), { number: space }), "data-component": "other:temple" }, [
      svg("rect", { x, y, width: 50, height: 30, rx: 4, fill: "#efe2c0", stroke: "#7a6a4a" }),
      svg("text", { x: x + 8, y: y + 12, "font-size": 9 }, String(space)),
    ]);
    if (owner !== null && owner !== undefined) g.append(playerMark(owner, x + 30, y + 16, 9));
    table.append(g);
  }
  y += 40;
  // The viewer's ceremony area (seat 1's for a spectator): materials and buildings, spaces 1-12.
  // (This round's jewelry and the tasks on display are listed beside the board: panels().)
  const owner = ctx.seat ?? 0;
  const cells = state.p[String(owner)].cells;
  table.append(svg("text", { x: 612, y: y + 14, "font-size": 13, "font-weight": 700 }, tr(gettext("Ceremony area of %(player)s"), { player: ctx.name(owner) })));
  (ctx.data.ceremony_layout ?? []).forEach((material, i) => {
    const x = 612 + (i % 4) * 94;
    const cy = y + 22 + Math.floor(i / 4) * 44;
    const content = cells[i];
    const stuff = materialName(material);
    const filled =
      content === "m"
        ? tr(gettext("%(material)s (filled)"), { material: stuff })
        : typeof content === "number"
          ? tr(gettext("building %(number)s"), { number: content })
          : tr(gettext("%(material)s (empty)"), { material: stuff });
    const g = svg("g", { class: "ceremony-cell", "data-target": `cell:${i}`, "data-label": tr(gettext("Ceremony space %(number)s: %(content)s"), { number: i + 1, content: filled }), "data-component": "other:ceremony_area" }, [
      svg("rect", { x, y: cy, width: 90, height: 40, rx: 4, fill: content === "m" ? MATERIAL[material].fill : "#fff", stroke: MATERIAL[material].fill, "stroke-width": 3 }),
      svg("text", { x: x + 5, y: cy + 13, "font-size": 11, fill: content === "m" && material === "wood" ? "#fff" : "#333" }, String(i + 1)),
      typeof content === "number"
        ? svg("g", {}, [
            svg("polygon", { points: `${x + 30},${cy + 22} ${x + 45},${cy + 8} ${x + 60},${cy + 22} ${x + 60},${cy + 36} ${x + 30},${cy + 36}`, fill: "#c98b5c", stroke: "#222" }),
            svg("text", { x: x + 45, y: cy + 33, "text-anchor": "middle", "font-size": 12, "font-weight": 700 }, String(content)),
          ])
        : svg("text", { x: x + 45, y: cy + 27, "text-anchor": "middle", "font-size": 13, "font-weight": content === "m" ? 700 : 400, fill: content === "m" && material === "wood" ? "#fff" : "#222" }, content === "m" ? stuff : `(${stuff})`),
    ]);
    table.append(g);
  });
  return html("div", { class: "board-split" }, [islands, table]);
}

/** A list of components with their name (and, in the tooltip, their text). */
function componentList(ctx, kind, ids, { extra = () => "", target = () => null } = {}) {
  return html("ul", { class: "task-list" }, ids.map((id, i) => {
    const item = component(ctx, kind, id);
    return html("li", { "data-component": `${kind}:${id}`, "data-label": item?.name ?? words(id), "data-target": target(id) }, [html("strong", { text: item?.name ?? words(id) }), extra(id, item, i)]);
  }));
}

/** What lies beside the board: tasks on display, this round's jewelry, the god cards on display
 * and what each god does, the helper's prices. */
function panels(state, ctx) {
  const jewels = state.jewelry[Math.max(0, state.round - 1)] ?? [];
  const godText = (id, item) => (item ? `: ${item.text}` : "");
  return html("div", { class: "panels" }, [
    html("section", { class: "panel" }, [
      html("h3", { text: gettext("Tasks on display (show what they ask: 6 VP)") }),
      (state.task_display ?? []).length ? componentList(ctx, "task", state.task_display, { target: (id) => `task:${id}` }) : html("p", { class: "muted", text: gettext("None left.") }),
    ]),
    html("section", { class: "panel" }, [
      html("h3", { text: tr(gettext("Jewelry of round %(round)s (buy one with shells)"), { round: Math.max(1, state.round) }) }),
      jewels.length ? componentList(ctx, "jewelry", jewels, { target: (id) => `jewel:${id}` }) : html("p", { class: "muted", text: gettext("None left.") }),
    ]),
    html("section", { class: "panel" }, [
      html("h3", { text: tr(gettext("God cards on display (deck: %(count)s)"), { count: state.god_deck_size }) }),
      html("p", {}, (state.god_display ?? []).filter(Boolean).map((colour) => html("span", { class: `god-chip ${colour}`, "data-component": `god:${colour}`, "data-label": tr(gettext("God card: %(god)s"), { god: godName(ctx, colour) }) }, godName(ctx, colour)))),
      html("h3", { text: gettext("What the gods do (a card of the colour and an offering)") }),
      componentList(ctx, "god", Object.keys(GOD), { extra: godText }),
    ]),
    html("section", { class: "panel" }, [
      html("h3", { text: gettext("The helper's prices (one pip per die point)") }),
      componentList(ctx, "helper", [...(ctx.components.helper?.keys() ?? [])], { extra: (id, item) => ` — ${tr(ngettext("%(count)s pip", "%(count)s pips", item?.pips ?? 0), { count: item?.pips ?? "?" })}` }),
    ]),
  ]);
}

/** A god's name on its card (52 units wide, about 8 letters of its font): broken into lines
 * ("Dios" / "Amarillo", "Зелёный" / "Бог"), a line still too long squeezed to the width. */
function godLabel(x, name, fill) {
  const lines = wrapWords(name, 8);
  const label = svgLines(lines, x, lines.length === 1 ? 26 : 20, { size: 11, "text-anchor": "middle", "font-weight": 700, fill });
  [...label.children].forEach((line, n) => {
    for (const [key, value] of Object.entries(narrowedTo(lines[n], 8, 52))) line.setAttribute(key, value);
  });
  return label;
}

function privatePanel(state, ctx) {
  if (ctx.seat === null) return null;
  const me = state.p[String(ctx.seat)];
  if (!me?.hand) return null;
  const colours = Object.keys(GOD);
  const row = svg("svg", { viewBox: `0 0 ${colours.length * 62} 60`, class: "hand-svg gods-svg", role: "group", "aria-label": gettext("Your god cards") });
  colours.forEach((colour, i) => {
    const count = me.hand[colour] ?? 0;
    row.append(svg("g", { class: "god-card", "data-label": tr(gettext("%(god)s cards: %(count)s"), { god: godName(ctx, colour), count }), "data-component": `god:${colour}` }, [
      svg("rect", { x: i * 62 + 2, y: 4, width: 56, height: 50, rx: 5, fill: GOD[colour], stroke: "#222", opacity: count ? 1 : 0.35 }),
      godLabel(i * 62 + 30, godName(ctx, colour), colour === "white" || colour === "yellow" ? "#111" : "#fff"),
      svg("text", { x: i * 62 + 30, y: 48, "text-anchor": "middle", "font-size": 15, "font-weight": 700, fill: colour === "white" || colour === "yellow" ? "#111" : "#fff" }, `×${count}`),
    ]));
  });
  const tasks = html("ul", { class: "task-list" }, (me.tasks ?? []).map((task) =>
    html("li", { "data-target": `task:${task}`, "data-label": tr(gettext("Your task: %(task)s"), { task: taskName(ctx, task) }), "data-component": `task:${task}` }, taskName(ctx, task)),
  ));
  return html("div", { class: "hand", "data-private": "hand" }, [html("h2", { text: tr(gettext("Your god cards (%(count)s) and tasks"), { count: me.hand_size }) }), row, html("h3", { text: gettext("Your tasks") }), tasks]);
}

function playerStats(state, seat) {
  const p = state.p[String(seat)];
  const dice = state.dice?.[String(seat)] ?? [];
  return [
    [gettext("Victory points"), p.vp],
    [pgettext("Bora Bora: a player's standing", "Status"), p.status],
    [gettext("Offerings · shells"), `${p.offerings} · ${p.shells}`],
    [gettext("God cards · tiles"), `${p.hand_size} · ${p.god_tiles}`],
    [gettext("Dice not yet placed"), dice.length ? dice.join(", ") : gettext("none")],
    [gettext("Priests · huts"), `${p.priests} · ${p.huts_board + p.huts_12}`],
    [gettext("Tasks done"), p.done_tasks.length],
  ];
}

function targets(action) {
  switch (action.type) {
    case "start_hut":
    case "expand":
      return [`region:${action.region}`];
    case "take_resource":
    case "take_material":
      return action.cell === null || action.cell === undefined ? [] : [`cell:${action.cell}`];
    case "helper":
      return action.item === "material" && action.cell !== null && action.cell !== undefined ? [`cell:${action.cell}`] : [];
    case "build_cells":
      return action.cells.map((c) => `cell:${c}`);
    case "place_die":
      return [`tile:${action.tile}`];
    case "take_person":
      return [`person:${action.gender}:${action.position}`];
    case "place_priest":
      return [`temple:${action.space}`];
    case "buy_jewelry":
      return [`jewel:${action.tile}`];
    case "take_task":
    case "complete_task":
    case "discard_task":
      return [`task:${action.task}`];
    default:
      return [];
  }
}

export default { draw, privatePanel, playerStats, targets, panels };
