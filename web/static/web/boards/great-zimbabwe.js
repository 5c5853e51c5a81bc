// The Great Zimbabwe: the square map (land, water, start areas, resources), monuments as
// stepped towers with their level, craftsmen as tiles with a letter, and used-resource marks.
// There is no hidden information in this game: every seat sees the same view.

import { component, html, playerMark, PLAYER_COLOURS, svg, tr } from "../frame.js";

const CELL = 40;
const TERRAIN = {
  ".": { fill: "#e9dfb8", name: "land" },
  "~": { fill: "#7fb6d9", name: "water" },
  S: { fill: "#d8c58a", name: "start area" },
  W: { fill: "#7a9a52", name: "wood", letter: () => pgettext("wood, on its square", "W") },
  C: { fill: "#c98b5c", name: "clay", letter: () => pgettext("clay, on its square", "C") },
  I: { fill: "#f2efe6", name: "ivory", letter: () => pgettext("ivory, on its square", "I") },
  D: { fill: "#b9c7d8", name: "diamonds", letter: () => pgettext("diamonds, on its square", "D") },
  " ": { fill: "#ffffff", name: "off the map" },
};
/** A craftsman's short name on its tile, in the page's language (each language abbreviates
 * its own words). */
const CRAFT = {
  potter: () => pgettext("potter, on its tile", "Po"),
  wood_carver: () => pgettext("wood carver, on its tile", "Wc"),
  ivory_carver: () => pgettext("ivory carver, on its tile", "Ic"),
  diamond_cutter: () => pgettext("diamond cutter, on its tile", "Dc"),
  vessel_maker: () => pgettext("vessel maker, on its tile", "Vm"),
  sculptor: () => pgettext("sculptor, on its tile", "Sc"),
  throne_maker: () => pgettext("throne maker, on its tile", "Tm"),
};
const craftShort = (type) => CRAFT[type]?.() ?? type;
const words = (id) => String(id).replaceAll("_", " ");

/** A kind of square in the page's language (the components endpoint's name when it has one). */
function terrainName(ch, ctx) {
  const named = ctx?.components?.square?.get(ch)?.name;
  if (named) return named;
  const names = {
    ".": gettext("land"),
    "~": gettext("water"),
    S: gettext("start area"),
    W: gettext("wood"),
    C: gettext("clay"),
    I: gettext("ivory"),
    D: gettext("diamonds"),
    " ": gettext("off the map"),
  };
  return names[ch] ?? TERRAIN[ch]?.name ?? ch;
}

/** A resource (wood, clay, ivory, diamonds) in the page's language. */
function resourceName(resource) {
  const names = { wood: gettext("wood"), clay: gettext("clay"), ivory: gettext("ivory"), diamonds: gettext("diamonds") };
  return names[resource] ?? words(resource);
}

/** A craftsman's name from the components, else its id in words. */
const craftName = (ctx, type) => component(ctx, "craftsman", type)?.name ?? cap(words(type));
const cap = (text) => text.charAt(0).toUpperCase() + text.slice(1);

function cellXY(state, cell) {
  return [(cell % state.width) * CELL, Math.floor(cell / state.width) * CELL];
}

/** "C2": a square as the board names it, column letter and row (as the log does). */
function cellName(state, cell) {
  const row = Math.floor(cell / state.width);
  const col = cell % state.width;
  return `${String.fromCharCode(65 + col)}${row + 1}`;
}

/** "C2–D3": the squares a craftsman tile covers. */
function cellsName(state, cells) {
  const sorted = [...cells].sort((a, b) => a - b);
  return sorted.length === 1 ? cellName(state, sorted[0]) : `${cellName(state, sorted[0])}–${cellName(state, sorted[sorted.length - 1])}`;
}

function draw(state, ctx) {
  const W = state.width * CELL;
  const H = state.height * CELL;
  const root = svg("svg", { viewBox: `-24 -24 ${W + 28} ${H + 28}`, role: "img", "aria-label": gettext("The Great Zimbabwe map") });
  for (let col = 0; col < state.width; col++) {
    root.append(svg("text", { x: col * CELL + CELL / 2, y: -8, "text-anchor": "middle", "font-size": 11, fill: "#555" }, String.fromCharCode(65 + col)));
  }
  state.map.terrain.forEach((line, row) => {
    root.append(svg("text", { x: -12, y: row * CELL + CELL / 2 + 4, "text-anchor": "middle", "font-size": 11, fill: "#555" }, String(row + 1)));
    [...line].forEach((ch, col) => {
      const cell = row * state.width + col;
      const t = TERRAIN[ch] ?? TERRAIN["."];
      const x = col * CELL;
      const y = row * CELL;
      const g = svg("g", { class: "square", "data-target": `cell:${cell}`, "data-label": `${cellName(state, cell)}, ${terrainName(ch, ctx)}`, "data-component": `square:${ch}` }, [
        svg("rect", { x, y, width: CELL, height: CELL, fill: t.fill, stroke: "#a89a70", "stroke-width": 0.6 }),
      ]);
      if (t.letter) {
        g.append(svg("circle", { cx: x + CELL / 2, cy: y + CELL / 2, r: 11, fill: "#fff", "fill-opacity": 0.55, stroke: "#333", "stroke-width": 0.8 }));
        g.append(svg("text", { x: x + CELL / 2, y: y + CELL / 2 + 4, "text-anchor": "middle", "font-size": 12, "font-weight": 700, fill: "#222" }, t.letter()));
      } else if (ch === "S") {
        g.append(svg("polygon", { points: `${x + 20},${y + 9} ${x + 31},${y + 20} ${x + 20},${y + 31} ${x + 9},${y + 20}`, fill: "none", stroke: "#7a6420", "stroke-width": 1.2 }));
      } else if (ch === "~") {
        g.append(svg("path", { d: `M${x + 6} ${y + 22} q7 -6 14 0 t14 0`, fill: "none", stroke: "#3d7fae", "stroke-width": 1.4 }));
      }
      const used = state.used?.[String(cell)];
      if (used) {
        for (let k = 0; k < used; k++) g.append(svg("rect", { x: x + 3 + k * 8, y: y + 3, width: 6, height: 6, fill: "#222" }));
      }
      root.append(g);
    });
  });
  for (const craftsman of state.craftsmen) {
    const boxes = craftsman.cells.map((c) => cellXY(state, c));
    const xs = boxes.map(([x]) => x);
    const ys = boxes.map(([, y]) => y);
    const x = Math.min(...xs) + 4;
    const y = Math.min(...ys) + 4;
    const w = Math.max(...xs) + CELL - 4 - x;
    const h = Math.max(...ys) + CELL - 4 - y;
    root.append(
      svg("g", { class: "craftsman", "data-target": `craftsman:${craftsman.id}`, "data-label": tr(gettext("%(craftsman)s of %(player)s on %(squares)s"), { craftsman: craftName(ctx, craftsman.type), player: ctx.name(craftsman.owner), squares: cellsName(state, craftsman.cells) }), "data-component": `craftsman:${craftsman.type}` }, [
        svg("rect", { x, y, width: w, height: h, rx: 6, fill: PLAYER_COLOURS[craftsman.owner % 5], "fill-opacity": 0.85, stroke: "#222", "stroke-width": 1.5 }),
        svg("text", { x: x + w / 2, y: y + h / 2 + 5, "text-anchor": "middle", "font-size": 14, "font-weight": 700, fill: "#111" }, craftShort(craftsman.type)),
        playerMark(craftsman.owner, x + 8, y + 8, 6),
      ]),
    );
  }
  for (const monument of state.monuments) {
    const [x, y] = cellXY(state, monument.cell);
    const g = svg("g", { class: "monument", "data-target": `monument:${monument.id}`, "data-label": tr(gettext("Monument of %(player)s on %(square)s, level %(level)s"), { player: ctx.name(monument.owner), square: cellName(state, monument.cell), level: monument.level }), "data-component": `monument:${monument.level}` });
    g.append(svg("rect", { x: x + 2, y: y + 2, width: CELL - 4, height: CELL - 4, rx: 4, fill: "#fff", "fill-opacity": 0.35, stroke: "#222" }));
    for (let level = 0; level < monument.level; level++) {
      const w = 30 - level * 5;
      g.append(svg("rect", { x: x + CELL / 2 - w / 2, y: y + CELL - 9 - level * 6, width: w, height: 6, fill: PLAYER_COLOURS[monument.owner % 5], stroke: "#222", "stroke-width": 0.8 }));
    }
    g.append(svg("text", { x: x + CELL - 6, y: y + 12, "text-anchor": "end", "font-size": 11, "font-weight": 700, fill: "#111" }, String(monument.level)));
    g.append(playerMark(monument.owner, x + 9, y + 9, 6));
    root.append(g);
  }
  return root;
}

/** One item of a market list: the component's name with what it costs, and who holds it. */
function marketItem(ctx, kind, id, extra, holder) {
  const item = component(ctx, kind, id);
  return html("li", { "data-component": `${kind}:${id}`, "data-label": item?.name ?? words(id), class: holder === null ? "" : "muted" }, [
    html("strong", { text: item?.name ?? cap(words(id)) }),
    ` ${extra}`,
    holder === null ? gettext(" — available") : ` — ${holder}`,
  ]);
}

/** The markets, turn order, bank and legend a player sees beside the board. */
function panels(state, ctx) {
  const owner = (test) => {
    const seat = state.seats.findIndex(test);
    return seat < 0 ? null : ctx.name(seat);
  };
  const order = state.phase === "auction" && state.auction
    ? html("section", { class: "panel" }, [
        html("h3", { text: gettext("Auction: the plaques (highest VR first)") }),
        html("ol", {}, state.auction.plaques.map((seat, i) => html("li", { class: state.auction.to_bid === seat ? "now" : "" }, [tr(gettext("%(player)s: %(cattle)s cattle on the plaque"), { player: ctx.name(seat), cattle: state.auction.cattle[i] }), state.auction.passed.includes(seat) ? gettext(" (passed)") : ""]))),
        html("p", { class: "muted", text: tr(gettext("Highest bid so far: %(bid)s. Whoever passes takes the last free place in the turn order."), { bid: state.auction.last_bid || gettext("none") }) }),
      ])
    : html("section", { class: "panel" }, [
        html("h3", { text: tr(gettext("Turn order, round %(round)s"), { round: state.round }) }),
        html("ol", {}, (state.turn_order ?? []).map((seat, i) => html("li", { class: state.phase === "actions" && i === state.turn_index ? "now" : "" }, `${ctx.name(seat)}${state.phase === "actions" && i === state.turn_index ? gettext(" (playing)") : ""}`))),
      ]);
  const gods = html("section", { class: "panel" }, [
    html("h3", { text: gettext("Gods (one per player, for the whole game)") }),
    html("ul", {}, state.gods_in_play.map((god) => {
      const item = component(ctx, "god", god);
      return marketItem(ctx, "god", god, tr(gettext("(VR %(vr)s)"), { vr: `${item && item.vr >= 0 ? "+" : ""}${item?.vr ?? "?"}` }), owner((s) => s.god === god));
    })),
  ]);
  const allSpecialists = [...(ctx.components.specialist?.keys() ?? [])];
  const hired = allSpecialists.filter((id) => !state.specialists_available.includes(id) && state.seats.some((s) => s.specialists.includes(id)));
  const specialists = html("section", { class: "panel" }, [
    html("h3", { text: gettext("Specialists") }),
    state.specialists_available.length + hired.length
      ? html("ul", {}, [...state.specialists_available, ...hired].map((id) => {
          const item = component(ctx, "specialist", id);
          return marketItem(ctx, "specialist", id, tr(gettext("(VR +%(vr)s, use: %(cost)s cattle)"), { vr: item?.vr ?? "?", cost: (item?.cost ?? []).join("/") }), owner((s) => s.specialists.includes(id)));
        }))
      : html("p", { class: "muted", text: gettext("None in this game.") }),
  ]);
  const techs = html("section", { class: "panel" }, [
    html("h3", { text: gettext("Technology cards and craftsmen") }),
    html("table", {}, [
      html("tbody", {}, Object.entries(state.tech_stacks).map(([type, stack]) => {
        const item = component(ctx, "craftsman", type);
        const holders = state.seats.map((s, seat) => (s.techs[type] ? tr(gettext("%(player)s (price %(price)s)"), { player: ctx.name(seat), price: s.techs[type].price }) : null)).filter(Boolean);
        const next = stack.length ? tr(gettext("VR +%(vr)s next"), { vr: item?.vr?.[stack[0]] ?? "?" }) : gettext("no card left");
        return html("tr", { "data-component": `craftsman:${type}`, "data-label": item?.name ?? words(type) }, [
          html("td", {}, [html("strong", { text: `${craftShort(type)} ${item?.name ?? words(type)}` })]),
          html("td", { text: `${next}; ${tr(gettext("%(count)s tiles left"), { count: state.craftsmen_supply[type] })}${holders.length ? `; ${holders.join(", ")}` : ""}` }),
        ]);
      })),
    ]),
  ]);
  const bank = html("section", { class: "panel" }, [
    html("h3", { text: gettext("Bank and supply") }),
    html("ul", {}, [
      // The bank never runs out (rules digest Q9): past the box's cattle its count goes below
      // zero, which a player would read as a debt.
      html("li", { "data-component": "other:bank", "data-label": gettext("Bank") }, state.bank >= 0
        ? tr(gettext("Bank: %(cattle)s cattle"), { cattle: state.bank })
        : tr(gettext("Bank: never runs out (%(extra)s cattle more than the box holds are in play)"), { extra: -state.bank })),
      html("li", {}, tr(gettext("Resource tiles for the Shaman: %(tiles)s"), { tiles: Object.entries(state.resource_supply).map(([r, n]) => `${resourceName(r)} ${n}`).join(", ") })),
      html("li", {}, tr(gettext("Water tiles for the Rain Ceremony: %(count)s"), { count: state.water_tiles })),
    ]),
  ]);
  const legend = html("section", { class: "panel" }, [
    html("h3", { text: gettext("Legend") }),
    html("ul", {}, [
      ...Object.entries(TERRAIN).filter(([ch]) => TERRAIN[ch].letter || ch === "S" || ch === "~").map(([ch, t]) =>
        html("li", { "data-component": `square:${ch}`, "data-label": cap(terrainName(ch, ctx)) }, [html("span", { class: "legend-mark", text: t.letter?.() ?? (ch === "S" ? "◇" : "≈") }), cap(terrainName(ch, ctx))]),
      ),
      html("li", { "data-component": "other:used_marker", "data-label": gettext("Used marker") }, [html("span", { class: "legend-mark", text: "■" }), gettext("a resource used this round")]),
      ...Object.keys(CRAFT).map((type) => html("li", { "data-component": `craftsman:${type}`, "data-label": craftName(ctx, type) }, [html("span", { class: "legend-mark", text: craftShort(type) }), craftName(ctx, type)])),
      html("li", { "data-component": "other:monument", "data-label": gettext("Monument") }, [html("span", { class: "legend-mark", text: "▤" }), gettext("a monument; its number is its level")]),
    ]),
  ]);
  return html("div", { class: "panels" }, [order, gods, specialists, techs, bank, legend]);
}

function privatePanel() {
  return null; // nothing is hidden in this game
}

function playerStats(state, seat, ctx) {
  const s = state.seats[seat];
  const name = (kind, id) => component(ctx, kind, id)?.name ?? cap(words(id));
  const stats = [
    [gettext("Victory points"), s.vp],
    [gettext("Victory requirement"), s.vr],
    [gettext("Cattle"), s.cattle],
  ];
  if (s.god) stats.push([gettext("God"), name("god", s.god)]);
  if (s.specialists.length) stats.push([gettext("Specialists"), s.specialists.map((id) => name("specialist", id)).join(", ")]);
  const techs = Object.entries(s.techs);
  if (techs.length) stats.push([gettext("Technologies"), techs.map(([type, t]) => tr(gettext("%(craftsman)s (price %(price)s)"), { craftsman: craftName(ctx, type), price: t.price })).join(", ")]);
  stats.push([gettext("Income now"), state.income_now?.[String(seat)] ?? 0]);
  return stats;
}

function targets(action) {
  switch (action.type) {
    case "place_first_monument":
    case "build_monument":
    case "place_resource":
      return [`cell:${action.cell}`];
    case "place_water":
    case "place_craftsman":
      return action.cells.map((c) => `cell:${c}`);
    case "raise_monument":
      return [`monument:${action.monument}`];
    case "buy_good":
      return [`craftsman:${action.craftsman}`];
    default:
      return [];
  }
}

/** The final scores are each player's victory points less their victory requirement: the most
 * points above it wins (a tie goes to Xango's worshipper, then to more points). */
function scoreHeading() {
  return gettext("Victory points above the requirement");
}

export default { draw, privatePanel, playerStats, targets, panels, scoreHeading };
