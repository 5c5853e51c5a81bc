import { botLevel, html, streamRetry, tr } from "./frame.js";

// The create form: the player count follows the chosen game, and only the seats
// that exist are offered (seat 1 is always the creator).
const form = document.getElementById("create-form");
if (form) {
  const game = form.querySelector("#id_game");
  const players = form.querySelector("#id_players");
  const sync = () => {
    const option = game.selectedOptions[0];
    const min = Number(option.dataset.min);
    const max = Number(option.dataset.max);
    players.min = String(min);
    players.max = String(max);
    const count = Math.min(max, Math.max(min, Number(players.value) || min));
    players.value = String(count);
    for (const row of form.querySelectorAll(".seat-choice")) {
      row.hidden = Number(row.dataset.seat) >= count;
    }
  };
  game.addEventListener("change", sync);
  players.addEventListener("input", sync);
  sync();

  // A rated match is between people only: a bot seat unticks and locks the Rated box.
  const rated = form.querySelector("#id_rated");
  const ratedNote = form.querySelector("#rated-note");
  const syncRated = () => {
    const bots = [...form.querySelectorAll(".seat-choice")].some(
      (row) => !row.hidden && row.querySelector("select").value !== "human",
    );
    if (bots) rated.checked = false;
    rated.disabled = bots;
    if (ratedNote) ratedNote.hidden = !bots;
  };
  form.addEventListener("change", syncRated);
  players.addEventListener("input", syncRated);
  syncRated();
}

// The match list stays current without a reload: the lobby stream sends every change after
// the position the server read the list at (data-position), and each row keeps the summary
// version it shows, so a change the list already had is skipped.
const table = document.getElementById("match-table");
if (table && "EventSource" in window) followLobby(table);

function followLobby(table) {
  const rows = table.querySelector("tbody");
  const empty = document.getElementById("no-matches");
  const { position, game, status, user } = table.dataset;
  const names = new Map(
    [...document.querySelectorAll("#f-game option")].filter((o) => o.value).map((o) => [o.value, o.textContent]),
  );
  const csrf = document.querySelector('meta[name="csrf-token"]')?.content ?? "";
  const shown = new Map([...rows.querySelectorAll("tr[data-match]")].map((row) => [row.dataset.match, Number(row.dataset.version)]));
  const LIST_SIZE = 50;

  // A refused stream is asked for again (`streamRetry`), from the last change shown.
  const refusedStream = streamRetry();
  let last = position;
  const follow = () => {
    const query = new URLSearchParams({ last_event_id: last });
    if (game) query.set("game", game);
    // On a reconnect the browser sends Last-Event-ID itself, which takes precedence.
    const source = new EventSource(`/api/lobby/stream/?${query}`);
    source.addEventListener("open", () => {
      table.dataset.live = "stream";
      refusedStream.reset();
    });
    source.addEventListener("change", (message) => {
      last = message.lastEventId || last;
      show(JSON.parse(message.data).match);
    });
    source.addEventListener("error", () => {
      if (source.readyState !== EventSource.CLOSED) return; // the browser reconnects by itself
      delete table.dataset.live;
      setTimeout(follow, refusedStream.next());
    });
  };
  follow();

  // The same filter as the server's list: the chosen status, or anything but aborted.
  const belongs = (match) => (status ? match.status === status : match.status !== "aborted");

  function show(match) {
    if ((shown.get(match.id) ?? -1) >= match.version) return;
    shown.set(match.id, match.version);
    const old = rows.querySelector(`tr[data-match="${match.id}"]`);
    if (!belongs(match)) old?.remove();
    else if (old) old.replaceWith(row(match));
    else {
      // The newest first, as the server orders the list; one older than a full list stays out.
      const created = Date.parse(match.created_at);
      const next = [...rows.children].find((other) => Date.parse(other.dataset.created) < created);
      if (next) rows.insertBefore(row(match), next);
      else if (rows.children.length < LIST_SIZE) rows.append(row(match));
      while (rows.children.length > LIST_SIZE) rows.lastElementChild.remove();
    }
    table.hidden = rows.children.length === 0;
    empty.hidden = !table.hidden;
  }

  function row(match) {
    const mine = Boolean(user) && match.seats.some((s) => s.username === user);
    const free = match.seats.some((s) => !s.username && !s.bot);
    const actions = [];
    if (match.status === "open" && free && user && !mine) {
      actions.push(
        html("form", { method: "post", action: `/matches/${match.id}/join/`, class: "inline" }, [
          html("input", { type: "hidden", name: "csrfmiddlewaretoken", value: csrf }),
          html("button", { type: "submit", class: "primary", text: gettext("Join") }),
        ]),
      );
    }
    actions.push(html("a", { href: `/matches/${match.id}/`, text: mine ? pgettext("open a match", "Open") : gettext("Watch") }));
    if (match.status === "finished") actions.push(html("a", { href: `/matches/${match.id}/replay/`, text: gettext("Replay") }));
    // As the server's rows (lobby.html): whose move it is by name, the last change in UTC.
    const toMove = match.to_act.map((s) => seatWord(match.seats.find((seat) => seat.seat === s))).join(", ");
    return html("tr", { "data-match": match.id, "data-version": match.version, "data-created": match.created_at }, [
      html("td", {}, [names.get(match.game) ?? match.game, match.rated ? null : " ", match.rated ? null : html("small", { text: gettext("(unrated)") })]),
      html("td", { text: match.status === "active" && toMove ? `${statusWord(match.status)} · ${tr(gettext("%(who)s to move"), { who: toMove })}` : statusWord(match.status) }),
      html("td", { class: "seats" }, match.seats.map(seatTag)),
      html("td", {}, [html("time", { datetime: match.updated_at, text: String(match.updated_at).slice(0, 16).replace("T", " ") })]),
      html("td", { class: "row-actions" }, actions),
    ]);
  }

  function seatWord(seat) {
    if (!seat) return "?";
    return seat.username ?? (seat.bot ? botWord(seat.bot) : pgettext("seat", "free"));
  }

  function seatTag(seat) {
    let who;
    if (seat.username) who = html("a", { href: `/players/${encodeURIComponent(seat.username)}/`, text: seat.username });
    else if (seat.name) who = tr(gettext("%(name)s (imported)"), { name: seat.name });
    else if (seat.bot) who = botWord(seat.bot);
    else who = html("em", { text: pgettext("seat", "free") });
    return html("span", { class: `seat-tag p${seat.seat}` }, [html("span", { class: "mark", "aria-hidden": "true" }), who]);
  }
}

/** "bot (random)" in the page's language (the lobby's seat tags, as the server writes them). */
function botWord(level) {
  return tr(gettext("bot (%(level)s)"), { level: botLevel(level) });
}

/** A match's status in the page's language. */
function statusWord(status) {
  if (status === "open") return pgettext("match status", "open");
  if (status === "active") return pgettext("match status", "active");
  if (status === "finished") return pgettext("match status", "finished");
  if (status === "aborted") return pgettext("match status", "aborted");
  return status;
}
