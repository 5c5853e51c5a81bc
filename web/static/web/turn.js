// "Your turn" beyond the status line (match page): the tab's title and favicon say it while
// it is the player's turn, and, if the player allowed it here (remembered in this browser's
// localStorage), a short sound and a browser notification tell them when the turn comes while
// the page is in the background.

import { html } from "./frame.js";

const ALERTS_KEY = "tabula.turnAlerts";

/** Whether the player allowed sound and notification (localStorage may be unavailable). */
function allowed() {
  try {
    return localStorage.getItem(ALERTS_KEY) === "on";
  } catch {
    return false;
  }
}

function remember(on) {
  try {
    localStorage.setItem(ALERTS_KEY, on ? "on" : "off");
  } catch {
    // A private window without storage: the choice holds for this page only.
  }
}

export class TurnAlert {
  /** `box`: where the toggle goes (null: no toggle, e.g. a spectator); `gameName` for the title. */
  constructor(box, { gameName, matchId, turnIcon }) {
    this.gameName = gameName;
    this.matchId = matchId;
    this.restingTitle = document.title;
    this.icon = document.querySelector("link[rel~='icon']");
    this.restingIcon = this.icon?.getAttribute("href") ?? null;
    this.turnIcon = turnIcon ?? null; // the static file's address, as the template names it
    this.myTurn = null; // unknown until the first view: the page opening on one's turn alerts nobody
    this.on = allowed();
    this.audio = null;
    if (box) this.drawToggle(box);
  }

  drawToggle(box) {
    const input = html("input", { type: "checkbox", id: "turn-alerts" });
    input.checked = this.on;
    const note = html("span", { class: "help", id: "turn-alerts-note" });
    input.addEventListener("change", async () => {
      this.on = input.checked;
      remember(this.on);
      note.textContent = "";
      if (!this.on) return;
      // Made inside the click, so the browser lets it sound later.
      this.audio ??= window.AudioContext ? new AudioContext() : null;
      this.audio?.resume?.();
      if ("Notification" in window && Notification.permission === "default") {
        await Notification.requestPermission();
      }
      if (!("Notification" in window) || Notification.permission === "denied") {
        note.textContent = gettext(" This browser does not allow notifications here; you will hear the sound only.");
      }
    });
    box.replaceChildren(
      input,
      html("label", { for: "turn-alerts", text: gettext("Sound and notification when it becomes my turn while this page is in the background") }),
      note,
    );
    box.hidden = false;
  }

  /** The page drew a view: `mine` whether the player is to move, `line` the status line. */
  update(mine, line) {
    document.title = mine ? interpolate(gettext("● Your turn — %(game)s"), { game: this.gameName }, true) : this.restingTitle;
    if (this.icon && this.turnIcon) this.icon.setAttribute("href", mine ? this.turnIcon : this.restingIcon);
    const cameNow = mine && this.myTurn === false;
    this.myTurn = mine;
    if (cameNow && this.on && document.visibilityState === "hidden") {
      this.chime();
      this.notify(line);
    }
  }

  /** Two short tones, drawn by WebAudio (no sound file to download). */
  chime() {
    try {
      this.audio ??= new AudioContext();
      const now = this.audio.currentTime;
      for (const [offset, pitch] of [[0, 660], [0.16, 880]]) {
        const tone = this.audio.createOscillator();
        const volume = this.audio.createGain();
        tone.frequency.value = pitch;
        volume.gain.setValueAtTime(0.0001, now + offset);
        volume.gain.exponentialRampToValueAtTime(0.2, now + offset + 0.02);
        volume.gain.exponentialRampToValueAtTime(0.0001, now + offset + 0.14);
        tone.connect(volume).connect(this.audio.destination);
        tone.start(now + offset);
        tone.stop(now + offset + 0.15);
      }
    } catch {
      // No audio device: the title, the icon and the notification still say it.
    }
  }

  notify(line) {
    if (!("Notification" in window) || Notification.permission !== "granted") return;
    try {
      const note = new Notification(interpolate(gettext("Your turn — %(game)s"), { game: this.gameName }, true), { body: line, tag: `tabula-${this.matchId}`, icon: this.turnIcon ?? undefined });
      note.addEventListener?.("click", () => {
        window.focus();
        note.close();
      });
    } catch {
      // Some browsers allow notifications from a service worker only.
    }
  }
}
