// Tooltips: pointing at, tapping or focusing any component on the table (an element with
// `data-component="<kind>:<id>"`) shows its name and full rule text, read from the game's
// components (GET /api/v1/games/<slug>/components/). Escape or leaving the element hides it.

import { component, html } from "./frame.js";

/** Kinds too numerous on a board to be tab stops of their own (each Great Zimbabwe square):
 * the legend beside the board lists them, and a square an action can name is focusable anyway. */
const NOT_TAB_STOPS = new Set(["square"]);

export class Tooltips {
  constructor(root, ctx) {
    this.root = root;
    this.ctx = ctx;
    this.tip = html("div", { class: "tooltip", role: "tooltip", id: `tip-${Math.random().toString(36).slice(2)}`, hidden: true });
    document.body.append(this.tip);
    const owner = (event) => {
      const element = event.target instanceof Element ? event.target.closest("[data-component]") : null;
      return element && root.contains(element) ? element : null;
    };
    root.addEventListener("pointerover", (event) => this.show(owner(event)));
    root.addEventListener("pointerout", (event) => {
      const from = owner(event);
      if (from && !(event.relatedTarget instanceof Node && from.contains(event.relatedTarget))) this.hide();
    });
    root.addEventListener("focusin", (event) => this.show(owner(event)));
    root.addEventListener("focusout", () => this.hide());
    document.addEventListener("keydown", (event) => event.key === "Escape" && this.hide());
    // The tooltip is fixed in the window: it follows its element when the page scrolls.
    window.addEventListener("scroll", () => this.follow(), { passive: true });
  }

  /** Make every component on the table reachable by keyboard and described by the tooltip. */
  prepare() {
    for (const element of this.root.querySelectorAll("[data-component]")) {
      const [kind] = element.dataset.component.split(":");
      const crowded = element instanceof SVGElement && NOT_TAB_STOPS.has(kind);
      if (!element.hasAttribute("tabindex") && !crowded) element.setAttribute("tabindex", "0");
      if (!element.hasAttribute("aria-label") && element.dataset.label) element.setAttribute("aria-label", element.dataset.label);
      element.setAttribute("aria-describedby", this.tip.id);
    }
  }

  show(element) {
    if (!element) return;
    const reference = element.dataset.component;
    const split = reference.indexOf(":");
    const item = component(this.ctx, reference.slice(0, split), reference.slice(split + 1));
    if (!item) return;
    const heading = element.dataset.label && element.dataset.label !== item.name ? `${element.dataset.label} — ${item.name}` : item.name;
    this.tip.replaceChildren(html("strong", { text: heading }), html("span", { text: item.text }));
    this.tip.hidden = false;
    this.shown = element;
    this.place(element.getBoundingClientRect());
  }

  follow() {
    if (this.tip.hidden || !this.shown) return;
    if (this.shown.isConnected) this.place(this.shown.getBoundingClientRect());
    else this.hide();
  }

  /** Below the element when it fits, above otherwise; always inside the window. */
  place(box) {
    const tip = this.tip.getBoundingClientRect();
    const margin = 8;
    let top = box.bottom + margin;
    if (top + tip.height > window.innerHeight - margin) top = Math.max(margin, box.top - tip.height - margin);
    const left = Math.min(Math.max(margin, box.left + box.width / 2 - tip.width / 2), window.innerWidth - tip.width - margin);
    this.tip.style.setProperty("--tip-top", `${Math.round(top)}px`);
    this.tip.style.setProperty("--tip-left", `${Math.round(left)}px`);
  }

  hide() {
    this.tip.hidden = true;
    this.shown = null;
  }
}
