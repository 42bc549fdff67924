import { z } from 'zod';
import { id, INT4_MAX, looseSeason, season, text } from './common';

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
  id: z.number().int(),
  year: z.number().int(),
  name: z.string(),
  position: z.string(),
  nflTeam: z.string(),
  isRookie: z.boolean(),
  teamId: z.number().int().nullable(),
  yahooTeamKey: z.string().nullable(),
  teamName: z.string().nullable(),
  auctionPrice: z.number().int().nullable(),
  buffer: z.number().int().nullable(),
  isKeeper: z.boolean(),
  previousYearValue: z.number().int().nullable(),
  yearsKept: z.number().int(),
  currentYearValue: z.number().int().nullable(),
});
export type Player = z.infer<typeof player>;
export const playerList = z.array(player);

/** GET /api/players?year= : the year is required. */
export const playersQuery = z.object({ year: season });

/**
 * Editable fields as the web app sends them. Deliberately loose (strings for numbers and
 * booleans are read too, blanks become null) because the API checks each rule itself and
 * answers the messages of docs/screens/players.md §3, naming the row: see the players feature's rules.
 * - numbers: a number, a numeric string, or blank/null (null; yearsKept becomes 0);
 * - booleans: true/false, or 'true'/'yes'/'1' (any case) for true;
 * - team: `teamId`, or `yahooTeamKey` of a team of the league (teamId wins when both are
 *   sent); null, '' or 'free-agent' means a free agent; sending neither keeps the player's
 *   team (a new player is a free agent). Other fields (teamName…) are ignored.
 * Each refusal lists every problem in `issues`, at its path into the body.
 */
const looseNumber = z.union([z.number(), text().max(100), z.null()]).optional();
const looseBoolean = z.union([z.boolean(), text().max(100), z.null()]).optional();
/** An id a spreadsheet may have written: the id, its decimal digits, or a blank. */
const looseId = (field: string) =>
  z.union(
    [
      id,
      z
        .string()
        .max(20, `${field} must be a whole number`)
        .regex(/^\s*\d{0,10}\s*$/, `${field} must be a whole number`),
      z.null(),
    ],
    { error: `${field} must be a whole number from 1 to ${INT4_MAX}` },
  );
export const playerFields = z.object({
  // Checked and normalised by the player rules (player-rules.ts), so a bad name is a problem of its row.
  name: text('name').max(1000).nullish(),
  position: text('position').max(1000).nullish(),
  nflTeam: text('nflTeam').max(1000).nullish(),
  isRookie: looseBoolean,
  isKeeper: looseBoolean,
  teamId: looseId('teamId').optional(),
  yahooTeamKey: text('yahooTeamKey').max(1000).nullish(),
  auctionPrice: looseNumber,
  buffer: looseNumber,
  previousYearValue: looseNumber,
  yearsKept: looseNumber,
  currentYearValue: looseNumber,
});
export type PlayerFields = z.infer<typeof playerFields>;

/** POST /api/players (commissioner): a new player in `year`. Answers 201 with the player. */
export const createPlayerBody = playerFields.extend({ year: looseSeason });
export type CreatePlayerBody = z.infer<typeof createPlayerBody>;

/**
 * PATCH /api/players/batch (commissioner): changes to existing players, all or none. Only
 * the fields present change; a player's year never changes. Answers the changed players; a
 * refusal lists each problem in `issues` at `['updates', index, field]`.
 */
export const batchUpdatePlayersBody = z.object({
  updates: z.array(playerFields.extend({ id })).min(1, 'updates must name at least one player').max(5000),
});
export type BatchUpdatePlayersBody = z.infer<typeof batchUpdatePlayersBody>;

/**
 * POST /api/players/upsert (commissioner): CSV import and batch-edit save. Each row carries
 * its `year`, or takes the body's `year`. A row updates the player its `id` names when that
 * player is in the row's year (an id from another year's export is ignored), else the
 * player of that year with the same name (any case), else it creates one. A row names its
 * team by `teamId`, `yahooTeamKey`, or a team's name or abbreviation in `fantasyTeam` (or
 * `fantasyTeamName`). Every row is checked first; one bad row refuses the whole call (400, each
 * problem of each row in `issues` at `['players', index, field]`), else all rows are written
 * in one transaction. Up to 10 MB, 10,000 rows.
 */
export const upsertPlayersBody = z.object({
  year: looseSeason.optional(),
  players: z
    .array(
      playerFields.extend({
        id: looseId('id').optional(),
        year: z.union([z.number(), text('year').max(100), z.null()]).optional(),
        // A file's team by name or abbreviation (a league not on Yahoo): `fantasyTeam`, or an export's `fantasyTeamName`.
        fantasyTeam: text('fantasyTeam').max(1000).nullish(),
        fantasyTeamName: text('fantasyTeamName').max(1000).nullish(),
      }),
    )
    .min(1, 'players must hold at least one row')
    .max(10000, 'at most 10,000 players a call'),
});
export type UpsertPlayersBody = z.infer<typeof upsertPlayersBody>;
export const upsertPlayersResult = z.object({ created: z.number().int(), updated: z.number().int() });
export type UpsertPlayersResult = z.infer<typeof upsertPlayersResult>;

/**
 * GET /api/teams/players?teamIds=1,2,3&season=2024: each listed team's players that season
 * (the league's current season when absent), keyed by team id. Without teamIds: every team.
 */
const teamIdsMessage = 'teamIds must be team ids separated by commas';
export const teamIdList = z
  .string()
  .max(2000, teamIdsMessage)
  .regex(/^\d{1,10}(,\d{1,10})*$/, teamIdsMessage)
  .transform((ids) => [...new Set(ids.split(',').map(Number))])
  .pipe(z.array(z.number().max(INT4_MAX, teamIdsMessage)));
export const teamPlayersQuery = z.object({ teamIds: teamIdList.optional(), season: season.optional() });
export const teamPlayersMap = z.record(z.string(), playerList);
export type TeamPlayersMap = z.infer<typeof teamPlayersMap>;
