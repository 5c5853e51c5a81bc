// Discworld: Ankh-Morpork: the twelve city areas as districts (our own schematic layout, not
// the published map) with minions, trolls, demons, trouble markers and buildings; the hand
// and the secret personality only in their owner's private panel.

import { component, html, narrowedTo, playerMark, PLAYER_COLOURS, plural, svg, tr } from "../frame.js";

const COLS = 4;
const AW = 180;
const AH = 130;
const GAP = 10;
const areaName = (ctx, n) => component(ctx, "area", n)?.name ?? "an area";
/** An area's number and name across the top of its box (about 18 letters fit): a longer name
 * ("12 · Дремлющий Холм") is narrowed to the box. */
const areaTitle = (x, y, title) =>
  svg("text", { x, y, "font-size": 13, "font-weight": 700, ...narrowedTo(title, 18, AW - 16) }, title);
const cardName = (ctx, id) => (id ? component(ctx, "card", id)?.name ?? "a card" : "a hidden card");

function draw(state, ctx) {
  const rows = Math.ceil(12 / COLS);
  const W = COLS * (AW + GAP) + GAP;
  const H = rows * (AH + GAP) + GAP + 30 + 26;
  const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", "aria-label": gettext("Ankh-Morpork: the twelve city areas") });
  root.append(svg("rect", { x: 0, y: 0, width: W, height: H, fill: "#e7e1d2", rx: 10 }));
  const deck = tr(gettext("Draw deck: %(cards)s (the game ends when it runs out) · random events left: %(events)s · discard pile: %(discarded)s"), {
    cards: plural(state.deck_size, ngettext("%(count)s card", "%(count)s cards", state.deck_size)),
    events: state.events_left,
    discarded: (state.discard ?? []).length,
  });
  root.append(svg("text", { x: GAP, y: H - 9, "font-size": 13, fill: "#333", "data-component": "piece:deck", "data-label": gettext("Draw deck") }, deck));
  // The river Ankh runs between the second and third rows of districts.
  root.append(svg("path", { d: `M0 ${2 * (AH + GAP) + 4} C 200 ${2 * (AH + GAP) - 10}, 500 ${2 * (AH + GAP) + 20}, ${COLS * (AW + GAP) + GAP} ${2 * (AH + GAP) + 2}`, stroke: "#6b8fb0", "stroke-width": 8, fill: "none", opacity: 0.6 }));
  for (let n = 1; n <= 12; n++) {
    const area = state.areas[String(n)];
    const col = (n - 1) % COLS;
    const row = Math.floor((n - 1) / COLS);
    const x = GAP + col * (AW + GAP);
    const y = GAP + row * (AH + GAP) + (row >= 2 ? 30 : 0);
    const info = component(ctx, "area", n) ?? { name: gettext("an area"), cost: "?" };
    const g = svg("g", { class: "area", "data-target": `area:${n}`, "data-label": info.name, "data-component": `area:${n}` }, [
      svg("rect", { x, y, width: AW, height: AH, rx: 8, fill: area.demons ? "#f1d6d6" : "#fbf8f0", stroke: "#5a5040", "stroke-width": 1.5 }),
      areaTitle(x + 8, y + 18, `${n} · ${info.name}`),
      svg("text", { x: x + AW - 8, y: y + 34, "text-anchor": "end", "font-size": 10, fill: "#555" }, tr(gettext("build $%(cost)s"), { cost: info.cost })),
    ]);
    if (area.trouble) {
      g.append(svg("polygon", { points: `${x + 14},${y + 28} ${x + 26},${y + 48} ${x + 2 + 0},${y + 48}`, fill: "#d33", stroke: "#222" }));
      g.append(svg("text", { x: x + 14, y: y + 46, "text-anchor": "middle", "font-size": 11, "font-weight": 700, fill: "#fff" }, "!"));
      g.append(svg("text", { x: x + 30, y: y + 46, "font-size": 10, fill: "#a11" }, gettext("trouble")));
    }
    if (area.building !== null && area.building !== undefined) {
      const bx = x + AW - 40;
      const by = y + 42;
      g.append(svg("polygon", { points: `${bx},${by + 14} ${bx + 16},${by} ${bx + 32},${by + 14} ${bx + 32},${by + 34} ${bx},${by + 34}`, fill: PLAYER_COLOURS[area.building % 5], stroke: "#222" }));
      g.append(playerMark(area.building, bx + 16, by + 24, 7));
    }
    // Minions: one mark per player with their count; trolls and demons as lettered discs.
    let mx = x + 14;
    const my = y + AH - 22;
    area.minions.forEach((count, seat) => {
      if (!count) return;
      g.append(playerMark(seat, mx, my, 9));
      g.append(svg("text", { x: mx + 12, y: my + 4, "font-size": 12, "font-weight": 700 }, `×${count}`));
      mx += 40;
    });
    for (const [kind, count, fill, letter] of [["troll", area.trolls, "#7d8a6a", "T"], ["demon", area.demons, "#8a2a2a", "D"]]) {
      if (!count) continue;
      g.append(svg("circle", { cx: mx, cy: my, r: 9, fill, stroke: "#222" }));
      g.append(svg("text", { x: mx, y: my + 4, "text-anchor": "middle", "font-size": 11, "font-weight": 700, fill: "#fff" }, letter));
      g.append(svg("text", { x: mx + 12, y: my + 4, "font-size": 12, "font-weight": 700 }, `×${count}`));
      mx += 40;
    }
    root.append(g);
  }
  return root;
}

/** A card as the table shows it: its name, then its symbols and text in words. */
function cardFace(ctx, id, target, label) {
  const card = component(ctx, "card", id);
  return html("li", { class: `am-card ${card?.deck ?? "green"}`, "data-target": target, "data-label": label, "data-component": `card:${id}` }, [
    html("strong", { class: "am-card-name", text: card?.name ?? gettext("a card") }),
    html("span", { class: "am-card-text", text: card?.text ?? "" }),
  ]);
}

function hand(ctx, cards, seat, mine) {
  const label = mine ? gettext("Your hand") : tr(gettext("%(player)s's hand"), { player: ctx.name(seat) });
  const where = (id) =>
    mine ? tr(gettext("%(card)s in your hand"), { card: cardName(ctx, id) }) : tr(gettext("%(card)s in %(player)s's hand"), { card: cardName(ctx, id), player: ctx.name(seat) });
  return html("ul", { class: "am-hand", "aria-label": label }, cards.map((id) => cardFace(ctx, id, `card:${id}`, where(id))));
}

function privatePanel(state, ctx) {
  if (ctx.seat === null) return null;
  const cards = state.hands?.[ctx.seat];
  const personality = state.personalities?.[ctx.seat];
  if (!cards && !personality) return null;
  const parts = [];
  if (personality) {
    const who = component(ctx, "personality", personality);
    parts.push(
      html("p", { class: "secret", "data-component": `personality:${personality}`, "data-label": who?.name ?? gettext("Your personality") }, [
        html("strong", { text: tr(gettext("Your secret personality: %(name)s. "), { name: who?.name ?? gettext("unknown") }) }),
        who?.text ?? "",
      ]),
    );
  }
  const count = (cards ?? []).length;
  parts.push(html("h2", { text: tr(gettext("Your hand (%(cards)s)"), { cards: plural(count, ngettext("%(count)s card", "%(count)s cards", count)) }) }), hand(ctx, cards ?? [], ctx.seat, true));
  const known = state.known_personalities?.[ctx.seat];
  if (known?.length) parts.push(html("p", { text: tr(gettext("Personalities you know are not in play: %(names)s"), { names: known.map((k) => component(ctx, "personality", k)?.name ?? gettext("unknown")).join(", ") }) }));
  // Another player's hand while Cable Street Particulars lets you look at it.
  (state.hands ?? []).forEach((other, seat) => {
    if (seat !== ctx.seat && other) parts.push(html("h3", { text: tr(gettext("%(player)s's hand (you may look)"), { player: ctx.name(seat) }) }), hand(ctx, other, seat, false));
  });
  return html("div", { class: "hand", "data-private": "hand" }, parts);
}

/** Beside the board: the personalities one of which each player holds (with their win
 * conditions) and the random events drawn so far. */
function panels(state, ctx) {
  const list = (kind, ids, extra = () => "") =>
    html("ul", {}, ids.map((id) => {
      const item = component(ctx, kind, id);
      return html("li", { "data-component": `${kind}:${id}`, "data-label": item?.name ?? "?" }, [html("strong", { text: item?.name ?? "?" }), extra(item)]);
    }));
  const personalities = [...(ctx.components.personality?.keys() ?? [])];
  return html("div", { class: "panels" }, [
    html("section", { class: "panel" }, [
      html("h3", { text: gettext("Personalities: each player secretly holds one") }),
      list("personality", personalities, (item) => (item ? ` — ${item.goal}` : "")),
    ]),
    html("section", { class: "panel" }, [
      html("h3", { text: tr(gettext("Random events drawn (%(count)s left)"), { count: state.events_left }) }),
      (state.events_used ?? []).length ? list("event", state.events_used) : html("p", { class: "muted", text: gettext("None yet.") }),
    ]),
  ]);
}

function playerStats(state, seat, ctx) {
  const areas = Object.values(state.areas);
  const stats = [
    [gettext("Money"), `$${state.money[seat]}`],
    [gettext("Minions on the board"), areas.reduce((sum, a) => sum + a.minions[seat], 0)],
    [gettext("Buildings"), areas.filter((a) => a.building === seat).length],
    [gettext("Cards in hand"), state.hand_sizes[seat]],
    [gettext("Loans"), state.loans[seat].length],
  ];
  const cities = (state.city_cards?.[seat] ?? []).map((n) => areaName(ctx, n));
  if (cities.length) stats.push([gettext("City Area cards"), cities.join(", ")]);
  return stats;
}

const AREA_ACTIONS = new Set(["place_minion", "take_back_minion", "build", "assassinate", "remove_trouble", "use_ability", "choose_area", "choose_minion", "move_to", "remove_minion", "remove_own_minion", "remove_building", "take_over", "place_trouble", "flee_to", "lose_building"]);
const CARD_ACTIONS = new Set(["play_card", "play_interrupt", "discard", "discard_from", "give_card", "give_back"]);

function targets(action) {
  if (AREA_ACTIONS.has(action.type) && action.area !== undefined) return [`area:${action.area}`];
  if (CARD_ACTIONS.has(action.type) && action.card) return [`card:${action.card}`];
  return [];
}

export default { draw, privatePanel, playerStats, targets, panels };
