import { z } from 'zod/mini';
import { id, INT4_MAX, looseSeason, positiveId, positiveInt, season, text } from './common';

/**
 * The 32 NFL team abbreviations a player may carry (docs/product.md §6), spelled as the league
 * spells them. Input is matched case-insensitively and stored in this spelling.
 */
export const NFL_TEAMS = [
  'Ari',
  'Atl',
  'Bal',
  'Buf',
  'Car',
  'Chi',
  'Cin',
  'Cle',
  'Dal',
  'Den',
  'Det',
  'GB',
  'Hou',
  'Ind',
  'Jax',
  'KC',
  'LV',
  'LAC',
  'LAR',
  'Mia',
  'Min',
  'NE',
  'NO',
  'NYG',
  'NYJ',
  'Phi',
  'Pit',
  'SF',
  'Sea',
  'TB',
  'Ten',
  'Was',
] as const;
export type NflTeam = (typeof NFL_TEAMS)[number];

const nflTeamsByUpperCase = new Map<string, NflTeam>(NFL_TEAMS.map((team) => [team.toUpperCase(), team]));

/** The league's spelling of an NFL team abbreviation typed in any case, or null if unknown. */
export function canonicalNflTeam(input: string): NflTeam | null {
  return nflTeamsByUpperCase.get(input.trim().toUpperCase()) ?? null;
}

/**
 * The positions a player in the book may hold: Yahoo's NFL player positions, the offence and
 * kicker and team defence, then the individual defensive players of leagues that use them
 * (a provider import writes these too, so a book exported and imported again keeps them).
 * Input is matched in any case and stored in capitals.
 */
export const PLAYER_POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF', 'DL', 'DE', 'DT', 'LB', 'DB', 'CB', 'S'] as const;
export type PlayerPosition = (typeof PLAYER_POSITIONS)[number];

const positionsByUpperCase = new Set<string>(PLAYER_POSITIONS);

/** The position typed in any case, in capitals, or null when the book has no such position. */
export function canonicalPosition(input: string): PlayerPosition | null {
  const position = input.trim().toUpperCase();
  return positionsByUpperCase.has(position) ? (position as PlayerPosition) : null;
}

/** Why a position is refused, the same words wherever a player is written. */
export const unknownPositionMessage = (position: string) =>
  `position "${position.length > 40 ? `${position.slice(0, 40)}…` : position}" is not one of ${PLAYER_POSITIONS.join(', ')}`;

/** docs/product.md §6: the key the web app uses for "no fantasy team"; the API reads it as null. */
export const FREE_AGENT_KEY = 'free-agent';

/**
 * A player in one year's book (docs/product.md §5). Players belong to teams by `teamId`;
 * `yahooTeamKey` and `teamName` come from that team (both null for a free agent).
 */
export const player = z.object({
  id: z.number().check(z.int()),
  year: z.number().check(z.int()),
  name: z.string(),
  position: z.string(),
  nflTeam: z.string(),
  isRookie: z.boolean(),
  teamId: z.nullable(z.number().check(z.int())),
  yahooTeamKey: z.nullable(z.string()),
  teamName: z.nullable(z.string()),
  auctionPrice: z.nullable(z.number().check(z.int())),
  buffer: z.nullable(z.number().check(z.int())),
  isKeeper: z.boolean(),
  previousYearValue: z.nullable(z.number().check(z.int())),
  yearsKept: z.number().check(z.int()),
  currentYearValue: z.nullable(z.number().check(z.int())),
  /**
   * The round (1 to 5) of the draft he was taken in, which the keeper rule "drafted round"
   * reads (docs/api.md §11); null when he was not drafted (or the book does not know).
   */
  draftRound: z.nullable(z.number().check(z.int())),
  /**
   * The player's fantasy points this year as the league's provider scored them, summed over the
   * weeks an import read (docs/screens/players.md §4.8); null when none are known (a player
   * with no provider id, or none scored yet), never a made-up 0.
   */
  seasonPoints: z.nullable(z.number()),
  /** His points in the latest week of the year with points known; null as above. */
  lastWeekPoints: z.nullable(z.number()),
});
export type Player = z.infer<typeof player>;

/** GET /api/players/{playerId}/points. */
export const playerPointsParams = z.object({ playerId: positiveId });
/**
 * A player's weekly points for his book's year, in week order (the single-player sheet).
 * `providerPlayerId` is null for a player only the book knows: he has no points to show.
 */
export const playerPoints = z.object({
  playerId: z.number().check(z.int()),
  year: z.number().check(z.int()),
  providerPlayerId: z.nullable(z.string()),
  weeks: z.array(z.object({ week: z.number().check(z.int()), points: z.number() })),
});
export type PlayerPoints = z.infer<typeof playerPoints>;
export const playerList = z.array(player);

/** GET /api/players?year= : the year is required. */
export const playersQuery = z.object({ year: season });

/**
 * Editable fields as the web app sends them. Deliberately loose (strings for numbers and
 * booleans are read too, blanks become null) because the API checks each rule itself and
 * answers the messages of docs/screens/players.md §3, naming the row: see the players feature's rules.
 * - numbers: a number, a numeric string, or blank/null (null; yearsKept becomes 0);
 *   draftRound is 1 to 5, blank/null clearing it (not drafted); left out, it stays as it is;
 * - booleans: true/false, or 'true'/'yes'/'1' (any case) for true;
 * - team: `teamId`, or `yahooTeamKey` of a team of the league (teamId wins when both are
 *   sent); null, '' or 'free-agent' means a free agent; sending neither keeps the player's
 *   team (a new player is a free agent). Other fields (teamName…) are ignored.
 * Each refusal lists every problem in `issues`, at its path into the body.
 */
const looseNumber = z.optional(z.union([z.number(), text().check(z.maxLength(100)), z.null()]));
const looseBoolean = z.optional(z.union([z.boolean(), text().check(z.maxLength(100)), z.null()]));
/** An id a spreadsheet may have written: the id, its decimal digits, or a blank. */
const looseId = (field: string) =>
  z.union(
    [
      id,
      z
        .string()
        .check(
          z.maxLength(20, `${field} must be a whole number`),
          z.regex(/^\s*\d{0,10}\s*$/, `${field} must be a whole number`),
        ),
      z.null(),
    ],
    { error: `${field} must be a whole number from 1 to ${INT4_MAX}` },
  );
export const playerFields = z.object({
  // Checked and normalised by the player rules (player-rules.ts), so a bad name is a problem of its row.
  name: z.nullish(text('name').check(z.maxLength(1000))),
  position: z.nullish(text('position').check(z.maxLength(1000))),
  nflTeam: z.nullish(text('nflTeam').check(z.maxLength(1000))),
  isRookie: looseBoolean,
  isKeeper: looseBoolean,
  teamId: z.optional(looseId('teamId')),
  yahooTeamKey: z.nullish(text('yahooTeamKey').check(z.maxLength(1000))),
  auctionPrice: looseNumber,
  buffer: looseNumber,
  previousYearValue: looseNumber,
  yearsKept: looseNumber,
  currentYearValue: looseNumber,
  draftRound: looseNumber,
});
export type PlayerFields = z.infer<typeof playerFields>;

/** POST /api/players (commissioner): a new player in `year`. Answers 201 with the player. */
export const createPlayerBody = z.extend(playerFields, { year: looseSeason });
export type CreatePlayerBody = z.infer<typeof createPlayerBody>;

/**
 * PATCH /api/players/batch (commissioner): changes to existing players, all or none. Only
 * the fields present change; a player's year never changes. Answers the changed players; a
 * refusal lists each problem in `issues` at `['updates', index, field]`.
 */
export const batchUpdatePlayersBody = z.object({
  updates: z
    .array(z.extend(playerFields, { id }))
    .check(z.minLength(1, 'updates must name at least one player'), z.maxLength(5000)),
});
export type BatchUpdatePlayersBody = z.infer<typeof batchUpdatePlayersBody>;

/**
 * The most rows one import call takes (docs/decisions.md §17): a file of 20,000 players, more
 * than every NFL player there is, goes in one call, checked whole and written in one
 * transaction, with room to spare.
 */
export const MAX_UPSERT_PLAYERS = 25_000;

/**
 * POST /api/players/upsert (commissioner): CSV import and batch-edit save. Each row carries
 * its `year`, or takes the body's `year`. A row updates the player its `id` names when that
 * player is in the row's year (an id from another year's export is ignored), else the
 * player of that year with the same name (any case), else it creates one. A row names its
 * team by `teamId`, `yahooTeamKey`, or a team's name or abbreviation in `fantasyTeam` (or
 * `fantasyTeamName`). Every row is checked first; one bad row refuses the whole call (400, each
 * problem of each row in `issues` at `['players', index, field]`), else all rows are written
 * in one transaction. Up to MAX_UPSERT_PLAYERS rows (and 16 MB). A message names a row by its
 * `fileRow` (a CSV file's own row, the header being row 1), else by its place in `players`, from 1.
 */
export const upsertPlayersBody = z.object({
  year: z.optional(looseSeason),
  players: z
    .array(
      z.extend(playerFields, {
        id: z.optional(looseId('id')),
        year: z.optional(z.union([z.number(), text('year').check(z.maxLength(100)), z.null()])),
        // A file's team by name or abbreviation (a league not on Yahoo): `fantasyTeam`, or an export's `fantasyTeamName`.
        fantasyTeam: z.nullish(text('fantasyTeam').check(z.maxLength(1000))),
        fantasyTeamName: z.nullish(text('fantasyTeamName').check(z.maxLength(1000))),
        // The row's number in the caller's file (the header is row 1), which messages name it by.
        fileRow: z.optional(positiveInt('fileRow')),
      }),
    )
    .check(
      z.minLength(1, 'players must hold at least one row'),
      z.maxLength(MAX_UPSERT_PLAYERS, `at most ${MAX_UPSERT_PLAYERS.toLocaleString('en-US')} players a call`),
    ),
});
export type UpsertPlayersBody = z.infer<typeof upsertPlayersBody>;
export const upsertPlayersResult = z.object({ created: z.number().check(z.int()), updated: z.number().check(z.int()) });
export type UpsertPlayersResult = z.infer<typeof upsertPlayersResult>;

/**
 * GET /api/teams/players?teamIds=1,2,3&season=2024: each listed team's players that season
 * (the league's current season when absent), keyed by team id. Without teamIds: every team.
 */
const teamIdsMessage = 'teamIds must be team ids separated by commas';
export const teamIdList = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(2000, teamIdsMessage), z.regex(/^\d{1,10}(,\d{1,10})*$/, teamIdsMessage)),
    z.transform((ids) => [...new Set(ids.split(',').map(Number))]),
  ),
  z.array(z.number().check(z.maximum(INT4_MAX, teamIdsMessage))),
);
export const teamPlayersQuery = z.object({ teamIds: z.optional(teamIdList), season: z.optional(season) });
export const teamPlayersMap = z.record(z.string(), playerList);
export type TeamPlayersMap = z.infer<typeof teamPlayersMap>;
