// Load client for Tabula's move path, in either shape of request a real client sends.
//
//   node benchmarks/browser_load.mjs --url http://127.0.0.1:PORT --matches M --rounds K
//        [--shape token|browser] [--warmup-rounds W] [--server-pids P1,P2] [--label TEXT]
//        [--deadline-s S] [--seed N] [--game babel] [--idempotency-key yes|no]
//
// Node >= 18, no npm package. The match flow is the side-by-side benchmark's (Tabula against
// boardgame.io, kept outside this repository): a run is K batches; a batch creates M Babel
// matches (not timed), then plays the M concurrently, each to the end (timed). One move is the
// mover's POST /actions/ with expected_version until the mover holds the new state (the 201's
// `view`, else a GET /view/); the opponent then GETs its view, as a client without push would.
//
// --shape token (default): every request carries `Authorization: Token ...` from
//   POST /api/auth/register/, as an API client (or a bot script) sends it.
// --shape browser: every request is what the web client sends (web/static/web/api.js and
//   match.js): the account signs up on the site's /signup/ page (a form with Django's CSRF
//   token; the page signs the new user in with the session login, django.contrib.auth.login),
//   the match page is loaded for its <meta name="csrf-token">, and then every API request
//   carries the session and CSRF cookies, `Accept: application/json`, the page as Referer and
//   the browser's usual headers; every POST adds `Content-Type: application/json`, `Origin`,
//   `X-CSRFToken` and, for a move, a fresh `Idempotency-Key` (crypto.randomUUID()).
//
// Prints one line for people and one `RESULT {json}` line: moves/s, move latency p50/p90/p99,
// POST latency, the server's CPU (the given pids and their children, from /proc) as % of one
// core and per accepted move.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i += 2) out[argv[i].replace(/^--/, '')] = argv[i + 1];
  return out;
}
const args = parseArgs(process.argv.slice(2));
const URL_BASE = (args.url || '').replace(/\/$/, '');
if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost):\d+$/.test(URL_BASE)) {
  console.error('--url must be http://127.x.x.x:PORT (loopback only)');
  process.exit(2);
}
const SHAPE = args.shape || 'token';
if (!['token', 'browser'].includes(SHAPE)) {
  console.error('--shape must be token or browser');
  process.exit(2);
}
// --idempotency-key no: the browser shape without the key (to tell its cost from the session's)
const IDEMPOTENCY_KEY = (args['idempotency-key'] || 'yes') !== 'no';
const M = Number(args.matches || 1);
const K = Number(args.rounds || 5);
const W = Number(args['warmup-rounds'] || 1);
const LABEL = args.label || 'tabula';
const GAME = args.game || 'babel';
const PIDS = (args['server-pids'] || '').split(',').filter(Boolean).map(Number);
const DEADLINE_MS = Number(args['deadline-s'] || 90) * 1000;
const deadline = Date.now() + DEADLINE_MS;
setTimeout(() => { console.error('load: hard deadline'); process.exit(4); }, DEADLINE_MS + 10000).unref();

// -- measuring ---------------------------------------------------------------------------

function mulberry32(seed) {
  let a = seed;
  return function next() {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rng = mulberry32(Number(args.seed || 12345));
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const CLOCK_TICKS_PER_S = 100;

function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S; // utime + stime
  } catch { return null; }
}
function childrenOf(pid) {
  try { return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number); }
  catch { return []; }
}
function serverCpuMs() {
  let total = 0;
  for (const pid of PIDS) for (const one of [pid, ...childrenOf(pid)]) total += processCpuMs(one) ?? 0;
  return total;
}
function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] : null;
}
function summary(latencies) {
  const s = Float64Array.from(latencies).sort();
  const r = (x) => (x === null ? null : Math.round(x * 1000) / 1000);
  return { n: s.length, p50_ms: r(percentile(s, 0.5)), p90_ms: r(percentile(s, 0.9)), p99_ms: r(percentile(s, 0.99)), max_ms: r(s.length ? s[s.length - 1] : null) };
}

// -- the two kinds of client --------------------------------------------------------------

async function send(method, path, { headers = {}, body } = {}) {
  if (Date.now() > deadline) throw new Error('deadline reached');
  return fetch(URL_BASE + path, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(30000) });
}
async function jsonOf(response) {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

let userCounter = 0;
const newUsername = (slot, seat) => `bench${process.pid}x${slot}x${seat}x${userCounter++}`;
const PASSWORD = 'a-long-bench-password-7';

/** An API client: its token on every request (as the side-by-side benchmark's load.js). */
class TokenClient {
  static async signUp(slot, seat) {
    const client = new TokenClient();
    const r = await client.call('POST', '/api/auth/register/', { username: newUsername(slot, seat), password: PASSWORD });
    if (r.status !== 201) throw new Error(`register -> ${r.status} ${JSON.stringify(r.body)}`);
    client.token = r.body.token;
    return client;
  }

  async openMatchPage() {}

  async call(method, path, body) {
    const headers = { 'content-type': 'application/json' };
    if (this.token) headers.authorization = `Token ${this.token}`;
    return jsonOf(await send(method, path, { headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  }
}

const BROWSER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'accept-language': 'en-US,en;q=0.9',
};

/** A person at the web client: session and CSRF cookies, the page's CSRF token on writes. */
class BrowserClient {
  constructor() {
    this.cookies = new Map();
    this.csrfToken = '';
    this.page = '/';
  }

  static async signUp(slot, seat) {
    const client = new BrowserClient();
    const username = newUsername(slot, seat);
    const form = await client.visit('/signup/');
    const csrf = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(form);
    if (!csrf) throw new Error('sign-up page without a CSRF token');
    const posted = await client.submit('/signup/', { csrfmiddlewaretoken: csrf[1], username, password1: PASSWORD, password2: PASSWORD });
    if (posted.status !== 302 || !client.cookies.has('sessionid')) {
      throw new Error(`sign-up -> ${posted.status} ${(await posted.text()).slice(0, 300)}`);
    }
    await client.visit('/'); // where the sign-up leads: the lobby, whose scripts create matches
    return client;
  }

  /** Loads a page as the browser does (its cookies kept); the page's CSRF token is the one the
   * scripts send (api.js reads <meta name="csrf-token">). */
  async visit(path) {
    const response = await send('GET', path, { headers: this.headers({ accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }) });
    this.keepCookies(response);
    const html = await response.text();
    if (response.status !== 200) throw new Error(`GET ${path} -> ${response.status}`);
    const meta = /<meta name="csrf-token" content="([^"]*)">/.exec(html);
    if (meta) this.csrfToken = meta[1];
    this.page = path;
    return html;
  }

  async submit(path, fields) {
    const response = await send('POST', path, {
      headers: this.headers({ 'content-type': 'application/x-www-form-urlencoded', origin: URL_BASE, referer: URL_BASE + path }),
      body: new URLSearchParams(fields).toString(),
    });
    this.keepCookies(response);
    return response;
  }

  async openMatchPage(id) {
    await this.visit(`/matches/${id}/`);
    if (!this.csrfToken) throw new Error('match page without <meta name="csrf-token">');
  }

  /** What api.js's fetch sends: JSON accepted; on a write JSON, the CSRF token, the Origin. */
  async call(method, path, body) {
    const extra = { accept: 'application/json', referer: URL_BASE + this.page };
    if (body !== undefined) extra['content-type'] = 'application/json';
    if (method !== 'GET') {
      extra.origin = URL_BASE;
      extra['x-csrftoken'] = this.csrfToken;
      if (IDEMPOTENCY_KEY && /\/actions\/$/.test(path)) extra['idempotency-key'] = randomUUID(); // match.js send()
    }
    const response = await send(method, path, { headers: this.headers(extra), body: body === undefined ? undefined : JSON.stringify(body) });
    this.keepCookies(response);
    return jsonOf(response);
  }

  headers(extra) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return { ...BROWSER_HEADERS, ...extra, ...(cookie ? { cookie } : {}) };
  }

  keepCookies(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
  }
}

const Client = SHAPE === 'browser' ? BrowserClient : TokenClient;

// -- the match flow -------------------------------------------------------------------------

async function signUpSlot(slot) {
  return [await Client.signUp(slot, 0), await Client.signUp(slot, 1)];
}

async function newMatch(players) {
  const created = await players[0].call('POST', '/api/matches/', { game: GAME, players: 2 });
  if (created.status !== 201) throw new Error(`create -> ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id;
  for (let seat = 0; seat < 2; seat++) {
    await players[seat].openMatchPage(id);
    const joined = await players[seat].call('POST', `/api/matches/${id}/join/`, { seat });
    if (joined.status !== 200) throw new Error(`join -> ${joined.status} ${JSON.stringify(joined.body)}`);
  }
  return id;
}

async function playMatch(id, players, latencies, postLatencies, counters) {
  // the mover holds the current state before it moves (as a page would)
  let views = await Promise.all(players.map((p) => p.call('GET', `/api/matches/${id}/view/`)));
  for (let guard = 0; guard < 5000; guard++) {
    const shared = views[0].body;
    if (shared.status !== 'active') break;
    const seat = shared.to_act[0];
    const mine = views[seat].body;
    if (mine.version !== shared.version) throw new Error('views out of step');
    const actions = mine.legal_actions;
    const action = actions[Math.floor(rng() * actions.length)];
    const started = nowMs();
    const posted = await players[seat].call('POST', `/api/matches/${id}/actions/`, { action, expected_version: mine.version });
    const answered = nowMs();
    if (posted.status !== 201) throw new Error(`action -> ${posted.status} ${JSON.stringify(posted.body).slice(0, 200)}`);
    // the 201 carries the mover's new view ({view: {...}}): the web client draws it, no GET
    const carried = posted.body && posted.body.view && posted.body.view.version > mine.version;
    const moverView = carried ? { status: 200, body: posted.body.view } : await players[seat].call('GET', `/api/matches/${id}/view/`);
    latencies.push(nowMs() - started);
    postLatencies.push(answered - started);
    counters.accepted++;
    views = [null, null];
    views[seat] = moverView;
    views[1 - seat] = await players[1 - seat].call('GET', `/api/matches/${id}/view/`);
  }
  counters.matches++;
}

async function runPhase(rounds, measured, slots) {
  const latencies = [], postLatencies = [], counters = { accepted: 0, matches: 0 };
  let elapsed = 0, cpu = 0, error = null;
  for (let batch = 0; batch < rounds && !error; batch++) {
    try {
      const ids = await Promise.all(slots.map((players) => newMatch(players)));
      const cpu0 = serverCpuMs(); const t0 = nowMs();
      try {
        await Promise.all(ids.map((id, i) => playMatch(id, slots[i], latencies, postLatencies, counters)));
      } finally { elapsed += nowMs() - t0; cpu += serverCpuMs() - cpu0; }
    } catch (e) { error = String(e.message || e); }
  }
  if (!measured) return { error };
  const r1 = (x) => Math.round(x * 10) / 10;
  const r2 = (x) => Math.round(x * 100) / 100;
  return {
    label: LABEL, shape: SHAPE + (SHAPE === 'browser' && !IDEMPOTENCY_KEY ? '-no-key' : ''), concurrent_matches: M, batches: rounds, matches_finished: counters.matches,
    accepted_moves: counters.accepted, timed_play_s: Math.round(elapsed) / 1000,
    moves_per_s: r1(counters.accepted / (elapsed / 1000)),
    move_latency: summary(latencies), post_latency: summary(postLatencies),
    server_cpu_pct_of_one_core: PIDS.length ? r1((100 * cpu) / elapsed) : null,
    server_cpu_ms_per_move: PIDS.length && counters.accepted ? r2(cpu / counters.accepted) : null,
    error,
  };
}

let code = 0;
try {
  const slots = [];
  for (let i = 0; i < M; i++) slots.push(await signUpSlot(i));
  if (W > 0) { const warm = await runPhase(W, false, slots); if (warm.error) throw new Error('warm-up: ' + warm.error); }
  const r = await runPhase(K, true, slots);
  if (r.error) code = 1;
  const L = r.move_latency, P = r.post_latency;
  console.log(`${LABEL} ${r.shape} M=${M}: ${r.accepted_moves} moves in ${r.timed_play_s}s = ${r.moves_per_s} moves/s; ` +
    `move+view p50 ${L.p50_ms} ms p99 ${L.p99_ms} ms; POST p50 ${P.p50_ms} ms p99 ${P.p99_ms} ms; ` +
    `server CPU ${r.server_cpu_pct_of_one_core}% = ${r.server_cpu_ms_per_move} ms/move` + (r.error ? `; ERROR: ${r.error}` : ''));
  console.log('RESULT ' + JSON.stringify(r));
} catch (e) { console.error('load: failed:', e.stack || e); code = 1; }
setTimeout(() => process.exit(code), 100);
