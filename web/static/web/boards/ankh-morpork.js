// Discworld: Ankh-Morpork: the twelve city areas as districts (our own schematic layout, not
// the published map) with minions, trolls, demons, trouble markers and buildings; the hand
// and the secret personality only in their owner's private panel.

import { html, playerMark, PLAYER_COLOURS, svg } from "../frame.js";

const COLS = 4;
const AW = 180;
const AH = 130;
const GAP = 10;
const SYMBOL = { MINION: "Mi", BUILDING: "Bu", ASSASSINATE: "As", REMOVE_TROUBLE: "RT", MONEY: "$", SCROLL: "Sc", RANDOM_EVENT: "Ev", INTERRUPT: "In" };
const words = (id) => String(id).replaceAll("_", " ");

const areaName = (ctx, n) => ctx.data.areas?.[String(n)]?.name ?? `area ${n}`;
const cardName = (ctx, id) => (id ? ctx.data.cards?.[id]?.name ?? id : "a hidden card");
const ownerName = (ctx, owner) => (owner === "troll" ? "a troll" : owner === "demon" ? "a demon" : `${ctx.name(Number(owner))}'s minion`);

function draw(state, ctx) {
  const rows = Math.ceil(12 / COLS);
  const root = svg("svg", { viewBox: `0 0 ${COLS * (AW + GAP) + GAP} ${rows * (AH + GAP) + GAP + 30}`, role: "img", "aria-label": "Ankh-Morpork: the twelve city areas" });
  root.append(svg("rect", { x: 0, y: 0, width: COLS * (AW + GAP) + GAP, height: rows * (AH + GAP) + GAP + 30, fill: "#e7e1d2", rx: 10 }));
  // The river Ankh runs between the second and third rows of districts.
  root.append(svg("path", { d: `M0 ${2 * (AH + GAP) + 4} C 200 ${2 * (AH + GAP) - 10}, 500 ${2 * (AH + GAP) + 20}, ${COLS * (AW + GAP) + GAP} ${2 * (AH + GAP) + 2}`, stroke: "#6b8fb0", "stroke-width": 8, fill: "none", opacity: 0.6 }));
  for (let n = 1; n <= 12; n++) {
    const area = state.areas[String(n)];
    const col = (n - 1) % COLS;
    const row = Math.floor((n - 1) / COLS);
    const x = GAP + col * (AW + GAP);
    const y = GAP + row * (AH + GAP) + (row >= 2 ? 30 : 0);
    const info = ctx.data.areas?.[String(n)] ?? { name: `Area ${n}`, cost: "?" };
    const g = svg("g", { class: "area", "data-target": `area:${n}`, "data-label": `${info.name} (area ${n})` }, [
      svg("rect", { x, y, width: AW, height: AH, rx: 8, fill: area.demons ? "#f1d6d6" : "#fbf8f0", stroke: "#5a5040", "stroke-width": 1.5 }),
      svg("text", { x: x + 8, y: y + 18, "font-size": 13, "font-weight": 700 }, `${n} · ${info.name}`),
      svg("text", { x: x + AW - 8, y: y + 34, "text-anchor": "end", "font-size": 10, fill: "#555" }, `build $${info.cost}`),
    ]);
    if (area.trouble) {
      g.append(svg("polygon", { points: `${x + 14},${y + 28} ${x + 26},${y + 48} ${x + 2 + 0},${y + 48}`, fill: "#d33", stroke: "#222" }));
      g.append(svg("text", { x: x + 14, y: y + 46, "text-anchor": "middle", "font-size": 11, "font-weight": 700, fill: "#fff" }, "!"));
      g.append(svg("text", { x: x + 30, y: y + 46, "font-size": 10, fill: "#a11" }, "trouble"));
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

function cardFace(ctx, id, x, y, target, label) {
  const card = ctx.data.cards?.[id] ?? { name: id, deck: "green", symbols: [] };
  return svg("g", { class: "card", "data-target": target, "data-label": label }, [
    svg("rect", { x, y, width: 120, height: 76, rx: 6, fill: card.deck === "brown" ? "#d9c2a0" : "#c8dcb8", stroke: "#333" }),
    svg("text", { x: x + 6, y: y + 16, "font-size": 10, "font-weight": 700 }, card.name.length > 20 ? `${card.name.slice(0, 19)}…` : card.name),
    svg("text", { x: x + 6, y: y + 36, "font-size": 10 }, card.symbols.map((s) => SYMBOL[s] ?? s).join(" ")),
    svg("text", { x: x + 6, y: y + 66, "font-size": 9, fill: "#444" }, `${id}${card.money ? ` · $${card.money}` : ""}`),
  ]);
}

function privatePanel(state, ctx) {
  if (ctx.seat === null) return null;
  const hand = state.hands?.[ctx.seat];
  const personality = state.personalities?.[ctx.seat];
  if (!hand && !personality) return null;
  const cards = hand ?? [];
  const row = svg("svg", { viewBox: `0 0 ${Math.max(1, cards.length) * 126} 82`, class: "hand-svg", role: "group", "aria-label": "Your hand" });
  cards.forEach((id, i) => row.append(cardFace(ctx, id, i * 126 + 2, 3, `card:${id}`, `${cardName(ctx, id)} in your hand`)));
  const parts = [html("h2", { text: `Your hand (${cards.length})` }), row];
  if (personality) {
    parts.push(html("p", { class: "secret" }, [html("strong", { text: "Your secret personality: " }), ctx.data.personalities?.[personality] ?? words(personality)]));
  }
  const known = state.known_personalities?.[ctx.seat];
  if (known?.length) parts.push(html("p", { text: `Personalities you know are not in play: ${known.map((k) => ctx.data.personalities?.[k] ?? k).join(", ")}` }));
  // Another player's hand while Cable Street Particulars lets you look at it.
  (state.hands ?? []).forEach((other, seat) => {
    if (seat !== ctx.seat && other) {
      const peek = svg("svg", { viewBox: `0 0 ${Math.max(1, other.length) * 126} 82`, class: "hand-svg", role: "group", "aria-label": `${ctx.name(seat)}'s hand` });
      other.forEach((id, i) => peek.append(cardFace(ctx, id, i * 126 + 2, 3, `card:${id}`, `${cardName(ctx, id)} in ${ctx.name(seat)}'s hand`)));
      parts.push(html("h3", { text: `${ctx.name(seat)}'s hand (you may look)` }), peek);
    }
  });
  return html("div", { class: "hand", "data-private": "hand" }, parts);
}

function playerStats(state, seat) {
  const areas = Object.values(state.areas);
  return [
    ["Money", `$${state.money[seat]}`],
    ["Minions on the board", areas.reduce((sum, a) => sum + a.minions[seat], 0)],
    ["Buildings", areas.filter((a) => a.building === seat).length],
    ["Cards in hand", state.hand_sizes[seat]],
    ["Loans", state.loans[seat].length],
  ];
}

const AREA_ACTIONS = new Set(["place_minion", "take_back_minion", "build", "assassinate", "remove_trouble", "use_ability", "choose_area", "choose_minion", "move_to", "remove_minion", "remove_own_minion", "remove_building", "take_over", "place_trouble", "flee_to", "lose_building"]);
const CARD_ACTIONS = new Set(["play_card", "play_interrupt", "discard", "discard_from", "give_card", "give_back"]);

function targets(action) {
  if (AREA_ACTIONS.has(action.type) && action.area !== undefined) return [`area:${action.area}`];
  if (CARD_ACTIONS.has(action.type) && action.card) return [`card:${action.card}`];
  return [];
}

function label(action, state, ctx) {
  const area = action.area !== undefined ? areaName(ctx, action.area) : "";
  switch (action.type) {
    case "play_card": return `Play ${cardName(ctx, action.card)}`;
    case "play_interrupt": return `Answer with ${cardName(ctx, action.card)}`;
    case "use_ability": return `Use the ability of ${area}`;
    case "end_turn": return "End turn (refill to five cards)";
    case "place_minion": return `Place a minion in ${area}`;
    case "take_back_minion": return `Take back your minion from ${area}`;
    case "build": return `Build in ${area}${action.from !== undefined ? ` (moving the building from ${areaName(ctx, action.from)})` : ""}`;
    case "assassinate": return `Assassinate ${ownerName(ctx, action.owner)} in ${area}`;
    case "remove_trouble": return `Remove the trouble marker in ${area}`;
    case "take_money": return "Take the money";
    case "use_text": return "Carry out the card's text";
    case "skip": return "Skip";
    case "small_gods": return "Pay $3 to Small Gods to protect this piece";
    case "let_it_happen": return "Let it happen";
    case "choose_player": return `Choose ${ctx.name(action.player)}`;
    case "choose_area": return `Choose ${area}`;
    case "choose_minion": return `Choose ${ownerName(ctx, action.owner)} in ${area}`;
    case "move_to": return `Move it to ${area}`;
    case "remove_minion": return `Remove ${ownerName(ctx, action.owner)} from ${area}`;
    case "remove_own_minion": return `Remove your minion from ${area}`;
    case "discard": return `Discard ${cardName(ctx, action.card)}`;
    case "discard_from": return `Make them discard ${cardName(ctx, action.card)}`;
    case "give_card": return `Give ${cardName(ctx, action.card)}`;
    case "give_back": return `Give back ${cardName(ctx, action.card)}`;
    case "give_money": return "Give $1 instead";
    case "pay": return `Pay $${action.amount}${action.area !== undefined ? ` for ${area}` : ""}`;
    case "take_card": return "Refuse to pay and keep the card before you";
    case "refuse": return "Refuse to pay";
    case "remove_building": return `Burn the building in ${area}`;
    case "take_over": return `Take over the building in ${area}`;
    case "place_trouble": return `Place a trouble marker in ${area}`;
    case "swap_personality": return "Swap personalities";
    case "flee_to": return `Flee to ${area}`;
    case "lose_building": return `Give up the building in ${area}`;
    default: return words(action.type);
  }
}

function typeLabel(type) {
  return { choose_player: "Choose a player", pay: "Pay", use_ability: "Use a city area ability" }[type] ?? words(type);
}

function fieldLabel(field, value, state, ctx) {
  if (field === "type") return typeLabel(value);
  if (field === "area" || field === "from") return areaName(ctx, value);
  if (field === "owner") return ownerName(ctx, value);
  if (field === "player") return ctx.name(value);
  if (field === "card") return cardName(ctx, value);
  return `${words(field)} ${value}`;
}

function phase(state, ctx) {
  const pending = state.flow?.pending;
  if (!pending) return state.result ? "game over" : "";
  const card = state.flow.resolving?.length ? ` (${cardName(ctx, state.flow.resolving[state.flow.resolving.length - 1])})` : "";
  if (pending.kind === "main") return `turn ${state.flow.turn}: play a card${card}`;
  if (pending.kind === "interrupt") return `${ctx.name(pending.seat)} may answer a threat`;
  return `${pending.prompt ?? "a choice"}${card}`;
}

export default { draw, privatePanel, playerStats, targets, label, typeLabel, fieldLabel, phase };
