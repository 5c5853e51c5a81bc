// Babel: five lands in a row, the opponent's temples and columns above, the viewer's below.
// Own drawing: land banners, stacked tribe cards (colour + letter), stepped temples.

import { component, html, narrowedTo, playerMark, plural, svg, tr } from "../frame.js";

const LANDS = ["medes", "sumerians", "hittites", "persians", "assyrians"];
const TRIBE = {
  medes: { name: "Medes", one: "Mede", letter: "M", colour: "#d8b23a" },
  sumerians: { name: "Sumerians", one: "Sumerian", letter: "S", colour: "#4a9fc8" },
  hittites: { name: "Hittites", one: "Hittite", letter: "H", colour: "#b85a8c" },
  persians: { name: "Persians", one: "Persian", letter: "P", colour: "#5aa55a" },
  assyrians: { name: "Assyrians", one: "Assyrian", letter: "A", colour: "#d9774f" },
};
const W = 640;
const LAND_W = 116;
const X0 = 40;
const CARD_H = 13;

const landX = (i) => X0 + i * (LAND_W + 4);

/** The components of the page's language (set by each drawing function from its ctx). */
let components = null;
/** A tribe's name as the game names it in the page's language (the components endpoint). */
const tribeName = (tribe) => components?.tribe?.get(tribe)?.name ?? TRIBE[tribe].name;
/** The tribe's letter on its cards: the first letter of its name in the page's language. */
const tribeLetter = (tribe) => tribeName(tribe).charAt(0).toUpperCase();
const cards = (count) => plural(count, ngettext("%(count)s card", "%(count)s cards", count));
const level = (top) => tr(pgettext("temple level, short", "L%(level)s"), { level: top });

/** Seats in drawing order: [bottom (the viewer), top]. */
function sides(state, ctx) {
  const me = ctx.seat ?? 0;
  return [me, 1 - me];
}

function tribeCard(tribe, x, y, w, { big = false, target, label } = {}) {
  const t = TRIBE[tribe];
  const h = big ? 46 : CARD_H;
  return svg("g", { class: "tribe-card", "data-target": target, "data-label": label, "data-component": big ? `tribe:${tribe}` : null }, [
    svg("rect", { x, y, width: w, height: h, rx: 3, fill: t.colour, stroke: "#2a2a2a", "stroke-width": 1 }),
    svg("text", { x: x + 6, y: y + (big ? 20 : 10), "font-size": big ? 14 : 10, "font-weight": 700, fill: "#111" }, tribeLetter(tribe)),
    big ? svg("text", { x: x + 6, y: y + 38, "font-size": 10, fill: "#111" }, tribeName(tribe)) : null,
  ]);
}

function temple(levels, x, y, up, target, label) {
  // A stepped ziggurat: one step per level built, the top level written on it.
  const group = svg("g", { class: "temple", "data-target": target, "data-label": label, "data-component": "other:temple" });
  group.append(svg("rect", { x, y: up ? y - 64 : y, width: 52, height: 64, fill: "transparent", stroke: "#8a7a5a", "stroke-dasharray": "3 3", rx: 4 }));
  const top = levels.length ? levels[levels.length - 1] : 0;
  for (let step = 0; step < top; step++) {
    const w = 48 - step * 6;
    const sy = up ? y - 10 - step * 9 : y + 54 - step * 9;
    group.append(svg("rect", { x: x + 26 - w / 2, y: sy, width: w, height: 8, fill: "#c8b68a", stroke: "#5b4a2a", "stroke-width": 0.8 }));
  }
  group.append(svg("text", { x: x + 26, y: up ? y - 50 : y + 14, "text-anchor": "middle", "font-size": 11, "font-weight": 700, fill: "#3b2f14" }, top ? level(top) : gettext("site")));
  return group;
}

function draw(state, ctx) {
  components = ctx.components;
  const [me, them] = sides(state, ctx);
  const tallest = Math.max(8, ...[me, them].flatMap((s) => LANDS.map((l) => state.columns[String(s)][l].length)));
  const half = 90 + tallest * CARD_H;
  const H = half * 2 + 60;
  const mid = half + 20;
  const root = svg("svg", { viewBox: `0 0 ${W + 70} ${H}`, role: "img", "aria-label": gettext("Babel board: five lands, your side below, the opponent's above") });
  root.append(svg("rect", { x: 0, y: 0, width: W + 70, height: H, fill: "#f4efe2", rx: 8 }));
  LANDS.forEach((land, i) => {
    const x = landX(i);
    const t = TRIBE[land];
    const name = tribeName(land);
    const banner = svg("g", { class: "land", "data-target": `land:${land}`, "data-label": tr(gettext("Land of the %(tribe)s"), { tribe: name }), "data-component": `tribe:${land}` }, [
      svg("rect", { x, y: mid - 18, width: LAND_W, height: 36, rx: 6, fill: t.colour, stroke: "#333" }),
      svg("text", { x: x + LAND_W / 2, y: mid + 5, "text-anchor": "middle", "font-size": 13, "font-weight": 700, fill: "#111" }, `${tribeLetter(land)} · ${name}`),
    ]);
    root.append(banner);
    [me, them].forEach((seat, sideIndex) => {
      const up = sideIndex === 1;
      const s = String(seat);
      const column = state.columns[s][land];
      const templeY = up ? mid - 24 : mid + 24;
      root.append(temple(state.temples[s][land], x + 2, templeY, up, `temple:${seat}:${land}`, tr(gettext("%(player)s's temple, %(tribe)s"), { player: ctx.name(seat), tribe: name })));
      const colX = x + 58;
      const colGroup = svg("g", { class: "column", "data-target": `column:${seat}:${land}`, "data-label": tr(gettext("%(player)s's column, %(tribe)s"), { player: ctx.name(seat), tribe: name }), "data-component": "other:column" });
      colGroup.append(svg("rect", { x: colX, y: up ? mid - 24 - 8 - (tallest + 1) * CARD_H : mid + 24, width: 56, height: (tallest + 1) * CARD_H + 8, fill: "transparent", stroke: "#b9ad90", "stroke-dasharray": "2 3", rx: 3 }));
      column.forEach((tribe, k) => {
        // Bottom card nearest the banner; the top card (last) furthest out.
        const y = up ? mid - 24 - (k + 1) * CARD_H - 4 : mid + 28 + k * CARD_H;
        colGroup.append(tribeCard(tribe, colX + 2, y, 52));
      });
      if (column.length) {
        const y = up ? mid - 24 - (column.length + 1) * CARD_H - 6 : mid + 28 + column.length * CARD_H + 10;
        colGroup.append(svg("text", { x: colX + 28, y, "text-anchor": "middle", "font-size": 9, fill: "#444" }, cards(column.length)));
      }
      root.append(colGroup);
      if (state.figures[s] === land) {
        root.append(playerMark(seat, x + LAND_W - 12, up ? mid - 30 : mid + 30, 10, { class: "figure" }));
      }
    });
  });
  // Left margin: the quarry (figures before their first move) and each side's name.
  [me, them].forEach((seat, sideIndex) => {
    const up = sideIndex === 1;
    const y = up ? 18 : H - 10;
    root.append(svg("text", { x: X0, y, "font-size": 13, "font-weight": 700, fill: "#222" }, `${ctx.name(seat)} — ${plural(state.points[String(seat)], ngettext("%(count)s temple point", "%(count)s temple points", state.points[String(seat)]))}`));
    if (state.figures[String(seat)] === "quarry") root.append(playerMark(seat, 18, up ? mid - 30 : mid + 30, 10, { class: "figure" }));
  });
  // The margin holds about six letters: a longer word (Russian "каменоломня") is narrowed to fit.
  const quarry = gettext("quarry");
  root.append(svg("text", { x: 6, y: mid + 4, "font-size": 9, fill: "#444", "data-component": "other:quarry", "data-label": gettext("Quarry"), ...narrowedTo(quarry, 7, 30) }, quarry));
  // Right margin: the temple supply columns (only the top card can be taken) and the decks.
  const sx = landX(5);
  [me, them].forEach((seat, sideIndex) => {
    const up = sideIndex === 1;
    const supply = state.supply[String(seat)];
    const y = up ? mid - 90 : mid + 30;
    const top = supply.length ? supply[supply.length - 1] : null;
    root.append(
      svg("g", { class: "supply", "data-target": `supply:${seat}`, "data-label": tr(gettext("%(player)s's temple supply"), { player: ctx.name(seat) }), "data-component": "other:supply" }, [
        svg("rect", { x: sx, y, width: 56, height: 60, rx: 5, fill: "#e6dcc2", stroke: "#5b4a2a" }),
        svg("text", { x: sx + 28, y: y + 14, "text-anchor": "middle", "font-size": 9, fill: "#333" }, gettext("supply")),
        svg("text", { x: sx + 28, y: y + 38, "text-anchor": "middle", "font-size": 18, "font-weight": 700, fill: "#3b2f14" }, top ? level(top) : "—"),
        svg("text", { x: sx + 28, y: y + 54, "text-anchor": "middle", "font-size": 9, fill: "#333" }, supply.length > 1 ? tr(gettext("+%(count)s below"), { count: supply.length - 1 }) : ""),
      ]),
    );
  });
  root.append(svg("text", { x: sx, y: mid - 4, "font-size": 9, fill: "#333" }, tr(gettext("temples %(count)s"), { count: state.temple_deck_size })));
  root.append(svg("text", { x: sx, y: mid + 8, "font-size": 9, fill: "#333" }, tr(gettext("tribes %(count)s"), { count: state.tribe_deck_size })));
  return root;
}

function privatePanel(state, ctx) {
  components = ctx.components;
  if (ctx.seat === null) return null;
  const hand = state.hands?.[String(ctx.seat)];
  if (!hand) return null;
  const total = Object.values(hand).reduce((a, b) => a + b, 0);
  const row = svg("svg", { viewBox: `0 0 ${LANDS.length * 66} 56`, class: "hand-svg", role: "group", "aria-label": gettext("Your hand") });
  LANDS.forEach((tribe, i) => {
    const count = hand[tribe];
    const card = tribeCard(tribe, i * 66 + 2, 4, 60, {
      big: true,
      target: count ? `hand:${tribe}` : undefined,
      label: tr(gettext("%(tribe)s in your hand (%(count)s)"), { tribe: tribeName(tribe), count }),
    });
    card.append(svg("text", { x: i * 66 + 54, y: 24, "text-anchor": "end", "font-size": 16, "font-weight": 700, fill: "#111" }, `×${count}`));
    if (!count) card.setAttribute("opacity", "0.35");
    row.append(card);
  });
  return html("div", { class: "hand", "data-private": "hand" }, [html("h2", { text: tr(gettext("Your hand (%(cards)s)"), { cards: cards(total) }) }), row]);
}

/** Beside the board: each tribe's letter and ability, and the decks. */
function panels(state, ctx) {
  components = ctx.components;
  return html("div", { class: "panels" }, [
    html("section", { class: "panel" }, [
      html("h3", { text: gettext("Tribes: three in a row in your column where your figure stands") }),
      html("ul", {}, [
        ...LANDS.map((tribe) => html("li", { "data-component": `ability:${tribe}`, "data-label": tribeName(tribe) }, [
          html("span", { class: "legend-mark", text: tribeLetter(tribe) }),
          html("strong", { text: tribeName(tribe) }),
          `: ${component(ctx, "ability", tribe)?.text ?? ""}`,
        ])),
        html("li", { "data-component": "ability:any", "data-label": component(ctx, "ability", "any")?.name ?? gettext("Any three in a row") }, [html("span", { class: "legend-mark", text: "∗" }), html("strong", { text: gettext("Any three") }), `: ${component(ctx, "ability", "any")?.text ?? ""}`]),
      ]),
    ]),
    html("section", { class: "panel" }, [
      html("h3", { text: gettext("Decks") }),
      html("ul", {}, [
        html("li", { "data-component": "other:supply", "data-label": gettext("Temple deck") }, tr(gettext("Temple deck: %(cards)s (the game ends when it runs out)"), { cards: cards(state.temple_deck_size) })),
        html("li", { "data-component": "other:hand", "data-label": gettext("Tribe deck") }, tr(gettext("Tribe deck: %(cards)s"), { cards: cards(state.tribe_deck_size) })),
      ]),
    ]),
  ]);
}

function playerStats(state, seat, ctx) {
  if (ctx) components = ctx.components;
  const s = String(seat);
  const stats = [
    [gettext("Temple points"), state.points[s]],
    [gettext("Cards in hand"), state.hand_sizes[s]],
    [gettext("Figure"), state.figures[s] === "quarry" ? gettext("quarry") : tribeName(state.figures[s])],
  ];
  if (state.starting_card_pending[s]) stats.push([gettext("Starting card"), gettext("not built yet")]);
  return stats;
}

function targets(action, state, ctx) {
  const me = ctx.seat;
  switch (action.type) {
    case "move":
      return [`land:${action.card}`, `hand:${action.card}`];
    case "settle":
    case "discard":
      return [`hand:${action.card}`];
    case "build":
      return [`supply:${action.column}`, `temple:${me}:${action.land ?? state.figures[String(me)]}`];
    case "migrate":
      return [`column:${me}:${action.from}`];
    default:
      return [];
  }
}

export default { draw, privatePanel, playerStats, targets, panels };
