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
