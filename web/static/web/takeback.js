// Takeback by consent on the match page: "Ask to take back" for a seated player, and the
// accept / refuse prompt for the others while a request is pending (docs/api.md,
// "Takeback by consent"). The server decides what is possible and says why when it is not.

import { api, ApiFailure } from "./api.js";
import { html, seatName, tr, withNames } from "./frame.js";

const idempotencyKey = () => crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;

/** The server's last refusal, shown next to the buttons until the match moves on. */
let refused = null; // {version, text}

/**
 * Draw the takeback box into `box` for `seat` (null: a spectator, who sees nothing here).
 * `post(path)` sends one command; `hasMoved` says whether the seat has a move in the log.
 */
export function renderTakeback(box, { summary, view, seat, hasMoved, post, busy }) {
  box.replaceChildren();
  const pending = summary?.status === "active" ? summary.takeback : null;
  const name = (s) => (s === seat ? gettext("you") : seatName(summary.seats, s));
  let content = [];
  if (seat !== null && pending) {
    if (pending.seat === seat) {
      const waiting = pending.awaiting.map(name).join(", ");
      content = [
        html("p", { text: tr(gettext("You asked to take back your last move. Waiting for %(who)s."), { who: waiting }) }),
        button(gettext("Withdraw"), "secondary", "withdraw", () => post("refuse/"), busy),
      ];
    } else if (pending.awaiting.includes(seat)) {
      content = [
        html("p", { text: tr(gettext("%(name)s asks to take back their last move (back to version %(version)s)."), { name: name(pending.seat), version: pending.to_version }) }),
        html("div", { class: "choices" }, [
          button(gettext("Accept"), "", "accept", () => post("accept/"), busy),
          button(gettext("Refuse"), "secondary", "refuse", () => post("refuse/"), busy),
        ]),
      ];
    } else {
      content = [html("p", { text: tr(gettext("%(name)s asked to take back their last move; waiting for the others."), { name: name(pending.seat) }) })];
    }
  } else if (seat !== null && view.status === "active" && hasMoved) {
    // Offered only when the view says the request could be made; otherwise the reason.
    const offer = view.takeback;
    const possible = offer?.possible !== false;
    content = [button(gettext("Ask to take back"), "secondary", "ask", () => post(""), busy || !possible)];
    if (!possible) content.push(html("p", { class: "help takeback-why", "data-takeback": "why", text: tr(gettext("Not possible now: %(reason)s."), { reason: withNames(offer.refusal, summary.seats) }) }));
  }
  if (seat !== null && refused && refused.version === view.version) {
    content.push(html("p", { class: "error", role: "alert", "data-takeback": "refused", text: withNames(refused.text, summary.seats) }));
  }
  box.append(...content);
  box.hidden = !content.length;
}

function button(text, cls, role, onClick, busy) {
  const node = html("button", { type: "button", class: cls, "data-takeback": role, text, disabled: busy });
  node.addEventListener("click", onClick);
  return node;
}

/** Send one takeback command at the version on screen. A refusal is kept to be drawn next to
 * the buttons (renderTakeback); resolves to a sentence only when the match moved on first. */
export async function sendTakeback(matchId, path, version) {
  refused = null;
  try {
    await api(`/api/matches/${matchId}/takeback/${path}`, {
      method: "POST",
      body: { expected_version: version },
      headers: { "Idempotency-Key": idempotencyKey() },
    });
    return null;
  } catch (error) {
    if (error instanceof ApiFailure && error.code === "version_conflict") {
      return gettext("The match moved on before your answer arrived; look again.");
    }
    refused = { version, text: tr(gettext("Takeback refused: %(reason)s"), { reason: error.message }) };
    return null;
  }
}
