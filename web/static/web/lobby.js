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
}
