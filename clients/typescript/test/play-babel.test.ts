/**
 * Plays a whole Babel match against a random bot with the generated client, then reads the
 * match's signed record. The server's address comes from TABULA_URL
 * (tests/clients/test_typescript_client.py starts one).
 */
import assert from "node:assert/strict";
import { test } from "node:test";

import { tabulaClient, type GameAction } from "../src/index.js";

const base = process.env.TABULA_URL ?? "http://127.0.0.1:8000";

function pick<T>(items: T[], seed: { value: number }): T {
  seed.value = (seed.value * 1103515245 + 12345) % 2 ** 31;
  return items[seed.value % items.length];
}

test("a whole Babel match against a bot, then its record", { timeout: 600_000 }, async () => {
  const anonymous = tabulaClient(base);
  const username = `ts${Date.now() % 1_000_000_000}`;
  const registered = await anonymous.POST("/api/v1/auth/register/", {
    body: { username, password: "a-long-password", client: "typescript" },
  });
  assert.equal(registered.response.status, 201, JSON.stringify(registered.error));
  const api = tabulaClient(base, registered.data!.token);

  const created = await api.POST("/api/v1/matches/", {
    body: { game: "babel", players: 2, listed: false, spectators_read_players: false },
  });
  assert.equal(created.response.status, 201, JSON.stringify(created.error));
  const match_id = created.data!.id;
  const path = { match_id };
  await api.POST("/api/v1/matches/{match_id}/join/", { params: { path }, body: { seat: 0 } });
  await api.POST("/api/v1/matches/{match_id}/bots/", {
    params: { path },
    body: { seat: 1, level: "random" },
  });

  const seed = { value: 7 };
  let moves = 0;
  for (;;) {
    const { data: view, error } = await api.GET("/api/v1/matches/{match_id}/view/", {
      params: { path },
    });
    assert.ok(view, JSON.stringify(error));
    if (view.status === "finished") break;
    if (!view.to_act.includes(0)) {
      await new Promise((resolve) => setTimeout(resolve, 50)); // the bot's turn
      continue;
    }
    const action: GameAction = pick(view.legal_actions, seed);
    const answer = await api.POST("/api/v1/matches/{match_id}/actions/", {
      params: { path },
      body: { action, expected_version: view.version },
    });
    // 409: the bot moved in between (it never does while seat 0 is to act, but be fair).
    assert.ok([201, 409].includes(answer.response.status), JSON.stringify(answer.error));
    moves += 1;
  }
  assert.ok(moves > 0);

  const summary = await api.GET("/api/v1/matches/{match_id}/", { params: { path } });
  assert.equal(summary.data!.status, "finished");
  const record = await api.GET("/api/v1/matches/{match_id}/record/", { params: { path } });
  assert.equal(record.response.status, 200);
  assert.equal(record.data!.seen_by, "all");
  assert.deepEqual(record.data!.result, summary.data!.result);
  const ours = record.data!.log.filter((entry) => entry.kind === "action" && entry.seat === 0);
  assert.equal(ours.length, moves);
});
