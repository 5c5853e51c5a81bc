#!/usr/bin/env bash
# Tabula's move path for an API client (token) and for a person at the web client (browser:
# session cookie, CSRF token, Idempotency-Key), side by side in one run on this machine.
#
#   bash benchmarks/browser_side_by_side.sh [BGIO_RESULTS.jsonl]     (from the project root)
#
# Tabula runs as in the side-by-side benchmark against boardgame.io (gunicorn config.wsgi,
# 2 workers x 4 threads): embedded SQLite at M=1 and M=8, PostgreSQL at M=8 when one answers on
# 127.0.0.1:5432. Each case is played once per shape (benchmarks/browser_load.mjs --shape), each
# on a fresh server and a fresh database, the shapes one after the other. Prints one markdown
# table, both shapes and their ratio. Given the results.jsonl of a boardgame.io run (the
# side-by-side benchmark writes one, labels bgio-memory and bgio-flatfile), it prints the ratios
# to boardgame.io FlatFile at M=8 for each shape too.
#
# With FLOOR=1 it first plays M=8 against benchmarks/harness_floor.py (the least a durable server
# can do for this client) and prints Tabula's and boardgame.io's moves/s against that floor.
# Environment: PY (the project's python, default .venv/bin/python), SHAPES ("token browser";
# "browser-no-key" is the browser without Idempotency-Key), ROUNDS_1 (3), ROUNDS_8 (2),
# BENCH_PORTS (a range such as 9300-9399 to take the servers' ports from; default any free),
# PG_DB_PREFIX (browser_bench: each PostgreSQL case creates and drops PREFIX_<pid>_<shape>),
# DEADLINE_S (120: a case's load client stops then, sign-up and warm-up included, and its
# figures are those of the moves played so far, marked ERROR deadline reached).
# Loopback only, bounded; needs node >= 18 and curl.
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PROJECT="$(cd "$HERE/.." && pwd)"
BGIO_RESULTS="${1:-}"
[[ -z $BGIO_RESULTS || -r $BGIO_RESULTS ]] || { echo "cannot read $BGIO_RESULTS"; exit 2; }
TMP_ROOT="$(dirname "$(mktemp -u)")"
OUT="$TMP_ROOT/browser-side-by-side-$(date +%Y%m%d-%H%M%S)"; mkdir -p "$OUT"
RESULTS="$OUT/results.jsonl"; : >"$RESULTS"
SHAPES="${SHAPES:-token browser}"

cd "$PROJECT"
PY="${PY:-$PROJECT/.venv/bin/python}"
[[ -x $PY ]] || { echo "no $PY: install the project first (README), or set PY=path/to/python"; exit 2; }
GUNICORN="$(dirname "$PY")/gunicorn"
SERVER=""
stop() { [[ -n $SERVER ]] && kill "$SERVER" 2>/dev/null; for _ in $(seq 50); do kill -0 "$SERVER" 2>/dev/null || break; sleep 0.1; done; SERVER=""; }
trap stop EXIT

free_port() { # the first free port of BENCH_PORTS (lo-hi), else any free one
  "$PY" - "${BENCH_PORTS:-0-0}" <<'PY'
import socket, sys
low, high = (int(x) for x in sys.argv[1].split("-"))
for port in range(low, high + 1):
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            continue
        print(s.getsockname()[1])
        break
else:
    sys.exit("no free port in BENCH_PORTS")
PY
}

shape_arguments() { # a SHAPES word -> browser_load.mjs arguments
  case $1 in
    token) echo "--shape token" ;;
    browser) echo "--shape browser" ;;
    browser-no-key) echo "--shape browser --idempotency-key no" ;;
    *) echo "unknown shape $1" >&2; return 1 ;;
  esac
}

load_server() { # port name label concurrency rounds load-arguments...: the load against the
  # server just started (SERVER) once it answers; its lines shown, its RESULT kept; then stopped
  local port=$1 name=$2 label=$3 m=$4 rounds=$5; shift 5
  for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/api/games/" >/dev/null && break; sleep 0.1; done
  timeout $(( ${DEADLINE_S:-120} + 30 )) node "$HERE/browser_load.mjs" --url "http://127.0.0.1:$port" --matches "$m" --rounds "$rounds" \
    --warmup-rounds 1 --server-pids "$SERVER" --label "$label" --deadline-s "${DEADLINE_S:-120}" "$@" \
    >"$OUT/load-$name.out" 2>&1
  grep -v '^RESULT ' "$OUT/load-$name.out"
  grep '^RESULT ' "$OUT/load-$name.out" | sed 's/^RESULT //' >>"$RESULTS"
  stop
}

run_case() { # label concurrency rounds shape [DATABASE_URL]
  local label=$1 m=$2 rounds=$3 shape=$4 db=${5:-}
  local data; data=$(mktemp -d)
  local port; port=$(free_port) || return 1
  local shape_args; shape_args=$(shape_arguments "$shape") || return 1
  ( export TABULA_DATA_DIR=$data; unset CELERY_BROKER_URL; [[ -n $db ]] && export DATABASE_URL=$db || unset DATABASE_URL
    "$PY" manage.py migrate -v0 ) || { echo "migrate failed"; return 1; }
  ( export TABULA_DATA_DIR=$data; unset CELERY_BROKER_URL; [[ -n $db ]] && export DATABASE_URL=$db || unset DATABASE_URL
    exec "$GUNICORN" config.wsgi --bind 127.0.0.1:$port --workers 2 --threads 4 ) >"$OUT/gunicorn-$label-$m-$shape.log" 2>&1 &
  SERVER=$!
  # shellcheck disable=SC2086  # shape_args is several words
  load_server "$port" "$label-$m-$shape" "$label" "$m" "$rounds" $shape_args
  rm -rf "$data"
}

run_shapes() { # label concurrency rounds [DATABASE_URL]: every shape on a fresh server
  local shape db
  for shape in $SHAPES; do
    db=${4:-}
    if [[ -n $db ]]; then
      db="${PG_DB_PREFIX:-browser_bench}_$$_${shape//-/_}"
      psql -q -h 127.0.0.1 -U postgres -c "create database $db" >/dev/null || return 1
      run_case "$1" "$2" "$3" "$shape" "postgres://postgres@127.0.0.1:5432/$db"
      psql -q -h 127.0.0.1 -U postgres -c "drop database $db" >/dev/null
    else
      run_case "$1" "$2" "$3" "$shape"
    fi
  done
}

run_floor() { # concurrency rounds: benchmarks/harness_floor.py, the token shape, on a fresh file
  local m=$1 rounds=$2 data port
  data=$(mktemp -d); port=$(free_port) || return 1
  ( export FLOOR_DATABASE=$data/floor.sqlite3
    exec "$GUNICORN" benchmarks.harness_floor:application --bind 127.0.0.1:$port --workers 2 --threads 4 ) \
    >"$OUT/gunicorn-floor-$m.log" 2>&1 &
  SERVER=$!
  load_server "$port" "floor-$m" floor "$m" "$rounds" --shape token
  rm -rf "$data"
}

if [[ ${FLOOR:-0} == 1 ]]; then
  echo "== the harness's floor (benchmarks/harness_floor.py), shape token ($(uptime | sed 's/.*load/load/'))"
  run_floor 8 "${ROUNDS_8:-2}"
fi
echo "== Tabula, shapes: $SHAPES ($(uptime | sed 's/.*load/load/'))"
run_shapes tabula-sqlite 1 "${ROUNDS_1:-3}"
run_shapes tabula-sqlite 8 "${ROUNDS_8:-2}"
if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  run_shapes tabula-postgres 8 "${ROUNDS_8:-2}" postgres
fi

echo "== side by side ($OUT; $(uptime | sed 's/.*load/load/'))"
node - "$RESULTS" "$BGIO_RESULTS" "$SHAPES" <<'JS'
const fs = require('fs');
const read = (file) => (file ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map(JSON.parse) : []);
const [results, bgioFile, shapeWords] = process.argv.slice(2);
const rows = read(results);
const shapes = shapeWords.split(/\s+/).filter(Boolean);
const base = shapes[0];
const others = shapes.slice(1);
const find = (label, m, shape) => rows.find((r) => r.label === label && r.concurrent_matches === m && r.shape === shape);
const ratio = (a, b) => (a && b ? (a / b).toFixed(2) : 'n/a');
const cases = [];
for (const r of rows) if (!cases.some(([l, m]) => l === r.label && m === r.concurrent_matches)) cases.push([r.label, r.concurrent_matches]);
const metrics = [
  ['moves/s', (r) => r.moves_per_s, true],
  ['move p50 ms', (r) => r.move_latency.p50_ms, true],
  ['move p90 ms', (r) => r.move_latency.p90_ms, false],
  ['move p99 ms', (r) => r.move_latency.p99_ms, false],
  ['POST p50 ms', (r) => r.post_latency.p50_ms, false],
  ['server CPU %', (r) => r.server_cpu_pct_of_one_core, false],
  ['CPU ms/move', (r) => r.server_cpu_ms_per_move, true],
];
const head = ['server', 'M'];
for (const [name, , withRatio] of metrics) {
  for (const s of shapes) head.push(`${name} ${s}`);
  if (withRatio) for (const s of others) head.push(`${s}/${base}`);
}
console.log(`| ${head.join(' | ')} |`);
console.log(`|---|${head.slice(1).map(() => '---:').join('|')}|`);
for (const [label, m] of cases) {
  const cells = [label, m];
  const got = Object.fromEntries(shapes.map((s) => [s, find(label, m, s)]));
  for (const [, value, withRatio] of metrics) {
    for (const s of shapes) cells.push(got[s] ? value(got[s]) : '-');
    if (withRatio) for (const s of others) cells.push(got[s] && got[base] ? ratio(value(got[s]), value(got[base])) : 'n/a');
  }
  console.log(`| ${cells.join(' | ')} |`);
}
for (const r of rows) if (r.error) console.log(`ERROR ${r.label} M=${r.concurrent_matches} ${r.shape}: ${r.error}`);
const bgio = read(bgioFile);
const flat = bgio.find((r) => r.label === 'bgio-flatfile' && r.concurrent_matches === 8) || {};
const floor = rows.find((r) => r.label === 'floor' && r.concurrent_matches === 8);
if (floor) {
  const sq = find('tabula-sqlite', 8, base) || {};
  console.log(`FLOOR M=8: ${floor.moves_per_s} moves/s, move p50 ${floor.move_latency.p50_ms} ms; ` +
    `tabula-sqlite ${base} / floor = ${ratio(sq.moves_per_s, floor.moves_per_s)}; floor / bgio-flatfile = ${ratio(floor.moves_per_s, flat.moves_per_s)}`);
}
if (bgio.length) {
  const memory = bgio.find((r) => r.label === 'bgio-memory' && r.concurrent_matches === 8) || {};
  const p50 = (r) => r && r.move_latency && r.move_latency.p50_ms;
  console.log(`boardgame.io M=8 (${bgioFile}): flatfile ${flat.moves_per_s} moves/s, move p50 ${p50(flat)} ms; memory ${memory.moves_per_s} moves/s`);
  for (const s of shapes) {
    const sq = find('tabula-sqlite', 8, s) || {}, pg = find('tabula-postgres', 8, s) || {};
    console.log(`RATIO ${s} durable moves/s, M=8: tabula-sqlite / bgio-flatfile = ${ratio(sq.moves_per_s, flat.moves_per_s)}; ` +
      `tabula-postgres / bgio-flatfile = ${ratio(pg.moves_per_s, flat.moves_per_s)}; tabula-sqlite / bgio-memory = ${ratio(sq.moves_per_s, memory.moves_per_s)}`);
    console.log(`RATIO ${s} move p50 latency, M=8: tabula-sqlite / bgio-flatfile = ${ratio(p50(sq), p50(flat))}; ` +
      `tabula-postgres / bgio-flatfile = ${ratio(p50(pg), p50(flat))}`);
  }
}
JS
