// The Great Zimbabwe: the square map (land, water, start areas, resources), monuments as
// stepped towers with their level, craftsmen as tiles with a letter, and used-resource marks.
// There is no hidden information in this game: every seat sees the same view.

import { playerMark, PLAYER_COLOURS, svg } from "../frame.js";

const CELL = 40;
const TERRAIN = {
  ".": { fill: "#e9dfb8", name: "land" },
  "~": { fill: "#7fb6d9", name: "water" },
  S: { fill: "#d8c58a", name: "start area" },
  W: { fill: "#7a9a52", name: "wood", letter: "W" },
  C: { fill: "#c98b5c", name: "clay", letter: "C" },
  I: { fill: "#f2efe6", name: "ivory", letter: "I" },
  D: { fill: "#b9c7d8", name: "diamonds", letter: "D" },
  " ": { fill: "#ffffff", name: "off the map" },
};
const CRAFT = {
  potter: "Po", wood_carver: "Wc", ivory_carver: "Ic", diamond_cutter: "Dc",
  vessel_maker: "Vm", sculptor: "Sc", throne_maker: "Tm",
};
const words = (id) => String(id).replaceAll("_", " ");
const cap = (text) => text.charAt(0).toUpperCase() + text.slice(1);

function cellXY(state, cell) {
  return [(cell % state.width) * CELL, Math.floor(cell / state.width) * CELL];
}

/** "square 14 (C2)": the log's square number with the board's column letter and row. */
function cellName(state, cell) {
  const row = Math.floor(cell / state.width);
  const col = cell % state.width;
  return `square ${cell} (${String.fromCharCode(65 + col)}${row + 1})`;
}

function draw(state, ctx) {
  const W = state.width * CELL;
  const H = state.height * CELL;
  const root = svg("svg", { viewBox: `-24 -24 ${W + 28} ${H + 28}`, role: "img", "aria-label": "The Great Zimbabwe map" });
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
      const g = svg("g", { class: "square", "data-target": `cell:${cell}`, "data-label": `${cellName(state, cell)}, ${t.name}` }, [
        svg("rect", { x, y, width: CELL, height: CELL, fill: t.fill, stroke: "#a89a70", "stroke-width": 0.6 }),
      ]);
      if (t.letter) {
        g.append(svg("circle", { cx: x + CELL / 2, cy: y + CELL / 2, r: 11, fill: "#fff", "fill-opacity": 0.55, stroke: "#333", "stroke-width": 0.8 }));
        g.append(svg("text", { x: x + CELL / 2, y: y + CELL / 2 + 4, "text-anchor": "middle", "font-size": 12, "font-weight": 700, fill: "#222" }, t.letter));
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
      svg("g", { class: "craftsman", "data-target": `craftsman:${craftsman.id}`, "data-label": `${cap(words(craftsman.type))} of ${ctx.name(craftsman.owner)}` }, [
        svg("rect", { x, y, width: w, height: h, rx: 6, fill: PLAYER_COLOURS[craftsman.owner % 5], "fill-opacity": 0.85, stroke: "#222", "stroke-width": 1.5 }),
        svg("text", { x: x + w / 2, y: y + h / 2 + 5, "text-anchor": "middle", "font-size": 14, "font-weight": 700, fill: "#111" }, CRAFT[craftsman.type] ?? craftsman.type),
        playerMark(craftsman.owner, x + 8, y + 8, 6),
      ]),
    );
  }
  for (const monument of state.monuments) {
    const [x, y] = cellXY(state, monument.cell);
    const g = svg("g", { class: "monument", "data-target": `monument:${monument.id}`, "data-label": `Monument level ${monument.level} of ${ctx.name(monument.owner)}` });
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

function privatePanel() {
  return null; // nothing is hidden in this game
}

function playerStats(state, seat) {
  const s = state.seats[seat];
  const stats = [
    ["Victory points", s.vp],
    ["Victory requirement", s.vr],
    ["Cattle", s.cattle],
  ];
  if (s.god) stats.push(["God", cap(words(s.god))]);
  if (s.specialists.length) stats.push(["Specialists", s.specialists.map(words).join(", ")]);
  const techs = Object.entries(s.techs);
  if (techs.length) stats.push(["Technologies", techs.map(([type, t]) => `${CRAFT[type] ?? type} ${t.price}`).join(", ")]);
  stats.push(["Income now", state.income_now?.[String(seat)] ?? 0]);
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

function label(action, state, ctx) {
  const at = (cell) => cellName(state, cell);
  switch (action.type) {
    case "place_first_monument": return `Place your first monument on ${at(action.cell)}`;
    case "build_monument": return `Build a monument on ${at(action.cell)}`;
    case "place_resource": return `Put the resource on ${at(action.cell)}`;
    case "place_water": return `Put water on ${action.cells.map(at).join(" and ")}`;
    case "place_craftsman": return `Place the craftsman on ${action.cells.map(at).join(", ")}`;
    case "raise_monument": {
      const m = state.monuments.find((x) => x.id === action.monument);
      return `Raise your monument on ${at(m.cell)} to level ${m.level + 1}`;
    }
    case "buy_good": {
      const seller = state.craftsmen.find((c) => c.id === action.craftsman);
      const from = `${words(seller.type)} of ${ctx.name(seller.owner)}`;
      const via = action.primary !== undefined ? `, supplied through craftsman ${action.primary} with ${at(action.primary_resource)}` : "";
      return `Buy a good from the ${from} using ${at(action.resource)}${via}`;
    }
    case "bid": return `Bid ${action.amount} cattle`;
    case "pass": return "Pass";
    case "choose_god": return `Adore ${cap(words(action.god))}`;
    case "hire_specialist": return `Hire the ${words(action.specialist)}`;
    case "use_specialist": {
      const extra = action.amount !== undefined ? ` with ${action.amount} cattle` : action.resource ? ` for ${action.resource}` : "";
      return `Use the ${words(action.specialist)}${extra}`;
    }
    case "choose_craftsman": return `Place a ${words(action.craftsman)}`;
    case "set_price": return `Set the ${words(action.craftsman)} price to ${action.price}`;
    case "raise_price": return `Raise the ${words(action.craftsman)} price to ${action.price}`;
    case "dziva_price": return `Dziva: set the ${words(action.craftsman)} price to ${action.price}`;
    case "end_turn": return "End turn";
    default: return words(action.type);
  }
}

function typeLabel(type) {
  return {
    bid: "Bid", choose_god: "Adore a god", hire_specialist: "Hire a specialist", use_specialist: "Use the specialist",
    choose_craftsman: "Place craftsmen", set_price: "Set a price", raise_price: "Raise a price", dziva_price: "Dziva: change a price",
    buy_good: "Buy a ritual good", raise_monument: "Raise a monument", build_monument: "Build a monument",
  }[type] ?? cap(words(type));
}

function fieldLabel(field, value, state) {
  if (field === "type") return typeLabel(value);
  if (field === "craftsman" && typeof value === "string") return cap(words(value));
  if (field === "resource" || field === "primary_resource" || field === "cell") return typeof value === "number" ? cellName(state, value) : String(value);
  return `${words(field)} ${value}`;
}

function phase(state) {
  switch (state.phase) {
    case "first_monuments": return "placing first monuments";
    case "auction": return "auction for the turn order";
    case "actions": {
      const pending = state.turn?.pending;
      if (pending) return `round ${state.round}: ${words(pending.kind)}${pending.craftsman ? ` (${words(pending.craftsman)})` : ""}`;
      return `round ${state.round}, actions`;
    }
    case "over": return "game over";
    default: return words(state.phase ?? "");
  }
}

export default { draw, privatePanel, playerStats, targets, label, typeLabel, fieldLabel, phase };
