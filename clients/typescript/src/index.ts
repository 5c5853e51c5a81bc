/**
 * A typed client of the Tabula API: openapi-fetch over the types openapi-typescript generated
 * from the server's OpenAPI schema (src/schema.d.ts; regenerate with `python -m
 * clients.generate` from the repository root).
 */
import createClient, { type Client } from "openapi-fetch";

import type { components, paths } from "./schema.js";

export type { components, paths } from "./schema.js";
export type Schemas = components["schemas"];
/** An action of any game; `BabelAction`, `GreatZimbabweAction`, ... are each game's union. */
export type GameAction = Schemas["GameAction"];
export type MatchSummary = Schemas["MatchSummary"];
export type MatchView = Schemas["View"];
export type MatchRecord = Schemas["MatchRecord"];
export type TabulaClient = Client<paths>;

/** A client of the server at `baseUrl`, sending `token` (from register or login) if given. */
export function tabulaClient(baseUrl: string, token?: string): TabulaClient {
  return createClient<paths>({
    baseUrl,
    headers: token ? { Authorization: `Token ${token}` } : {},
  });
}
