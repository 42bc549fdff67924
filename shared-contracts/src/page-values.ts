// The contracts' plain values, importable without zod: the shell's first calls are sent from
// its entry script, before any shared package (zod, the rest of the contracts) has arrived
// (shared-auth/src/first-calls/first-calls.ts). The main entry re-exports all of them.

/**
 * The largest value an integer column holds (PostgreSQL's int4). Every id, team, item,
 * position or quantity the API reads is bounded by it, so none reaches the database as a
 * number it cannot store.
 */
export const INT4_MAX = 2_147_483_647;

/**
 * The header that names the active league on every league call (as Stripe's
 * `Stripe-Account` does), so the spec's paths keep their shape. Without it the API uses the
 * caller's last used league.
 */
export const LEAGUE_ID_HEADER = 'X-League-Id';

/** The query parameter that opens a league on any route: a shared link lands in its league. */
export const LEAGUE_QUERY_PARAMETER = 'league';

const LEAGUE_ID_TEXT = /^[1-9]\d{0,9}$/;

/**
 * A league id as the header, a URL or storage writes it: positive decimal digits an int4
 * holds, else null. The API's guard and the web's active league read it the same way.
 */
export function parseLeagueId(text: string | null | undefined): number | null {
  if (!text || !LEAGUE_ID_TEXT.test(text)) return null;
  const id = Number(text);
  return id <= INT4_MAX ? id : null;
}

/**
 * The ids of the page's data blocks (`<script type="application/json">`) in which a web server
 * hands over /config.json and, for the shell, /remotes.json with the page itself: on a phone's
 * network each file fetched before the first screen costs a round trip of its own. An app
 * whose page has no block (the development server) fetches the file.
 */
export const PAGE_DATA_IDS = {
  runtimeConfig: 'runtime-config',
  remotes: 'remotes',
  /** A join link's page: the invitation's card its server painted (GET /api/invitations/{token}/card). */
  invitationCard: 'invitation-card',
} as const;
