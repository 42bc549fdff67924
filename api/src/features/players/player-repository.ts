import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Player, Team } from 'shared-contracts';
import type { PlayerValues } from 'shared-contracts/player-rules';
import type { Queryable } from '../../db/client';
import { players } from '../../db/schema';
import { listTeams } from '../teams';
import { pointsOf } from './player-points';

/** A stored player row. */
export type PlayerRow = typeof players.$inferSelect;
/** What a write stores: the rules' values plus the year and team. */
/**
 * A row to write. `providerPlayerId` is set only as a row is created (a roll-over's copy of
 * this year's); a rewrite of whole rows leaves the stored id as it is (docs/screens/players.md §4.8).
 */
export type NewPlayer = Omit<PlayerValues, 'draftRound'> & {
  year: number;
  teamId: number | null;
  /** Every write says it: the rules leave it out when the input did not, and the writer keeps the stored one. */
  draftRound: number | null;
  providerPlayerId?: string | null;
};

/** PostgreSQL allows 65,535 parameters a statement: 1,000 rows of 14 columns stay well under. */
export const CHUNK_ROWS = 1000;

/** What the player rules need of a team (the teams repository's listTeams answers more). */
export type LeagueTeam = Pick<Team, 'id' | 'name' | 'yahooTeamKey'>;

/** A player's points of his year (docs/screens/players.md §4.8); none known: both null. */
export type PlayerPointsSummary = Pick<Player, 'seasonPoints' | 'lastWeekPoints'>;
const NO_POINTS: PlayerPointsSummary = { seasonPoints: null, lastWeekPoints: null };

/** The answer's shape: the team's key and name come from the team (docs/decisions.md §5). */
export function toPlayer(
  row: PlayerRow,
  teamsById: Map<number, LeagueTeam>,
  points: PlayerPointsSummary = NO_POINTS,
): Player {
  const team = row.teamId === null ? undefined : teamsById.get(row.teamId);
  return {
    id: row.id,
    year: row.year,
    name: row.name,
    position: row.position,
    nflTeam: row.nflTeam,
    isRookie: row.isRookie,
    teamId: row.teamId,
    yahooTeamKey: team?.yahooTeamKey ?? null,
    teamName: team?.name ?? null,
    auctionPrice: row.auctionPrice,
    buffer: row.buffer,
    isKeeper: row.isKeeper,
    previousYearValue: row.previousYearValue,
    yearsKept: row.yearsKept,
    currentYearValue: row.currentYearValue,
    draftRound: row.draftRound,
    ...points,
  };
}

export const teamsByIdOf = (list: LeagueTeam[]) => new Map(list.map((team) => [team.id, team]));

/** A year's players, in name order, optionally only those of some teams. */
export async function listPlayers(
  db: Queryable,
  leagueId: number,
  year: number,
  teamIds?: number[],
): Promise<Player[]> {
  const [rows, leagueTeams] = await Promise.all([
    db
      .select()
      .from(players)
      .where(
        and(
          eq(players.leagueId, leagueId),
          eq(players.year, year),
          teamIds ? inArray(players.teamId, teamIds) : undefined,
        ),
      )
      .orderBy(asc(sql`lower(${players.name})`), asc(players.id)),
    listTeams(db, leagueId),
  ]);
  const byId = teamsByIdOf(leagueTeams);
  const points = await pointsOf(db, leagueId, rows);
  return rows.map((row) => toPlayer(row, byId, points(row)));
}

/** The league's players with these ids, locked for the caller's transaction. */
export async function lockPlayers(db: Queryable, leagueId: number, ids: number[]): Promise<PlayerRow[]> {
  const found: PlayerRow[] = [];
  for (let start = 0; start < ids.length; start += CHUNK_ROWS) {
    const chunk = ids.slice(start, start + CHUNK_ROWS);
    found.push(
      ...(await db
        .select()
        .from(players)
        .where(and(eq(players.leagueId, leagueId), inArray(players.id, chunk)))
        .orderBy(asc(players.id))
        .for('update')),
    );
  }
  return found;
}

/**
 * The names of the league's players in `year`: what a new name is compared with, the way names
 * compare (docs/api.md §4), which SQL cannot do.
 */
export async function listPlayerNamesOfYear(db: Queryable, leagueId: number, year: number): Promise<string[]> {
  const rows = await db
    .select({ name: players.name })
    .from(players)
    .where(and(eq(players.leagueId, leagueId), eq(players.year, year)));
  return rows.map((row) => row.name);
}

/** Every player of the league in these years: what an import matches its rows against. */
export async function listPlayerRowsOfYears(db: Queryable, leagueId: number, years: number[]): Promise<PlayerRow[]> {
  return db
    .select()
    .from(players)
    .where(and(eq(players.leagueId, leagueId), inArray(players.year, years)));
}

/**
 * The rows as one array a column (`unnest(…) as v(year, name, …)`): a statement carries 13 or 14
 * parameters whatever its row count, which PostgreSQL and PGlite parse, and drizzle builds,
 * far faster than 14 parameters a row (3,000 rows: about a third of the time).
 */
function rowsAsTable(rows: NewPlayer[], ids?: number[]) {
  const column = <K extends keyof NewPlayer>(key: K) => sql.param(rows.map((row) => row[key]));
  // With ids, they come first: `v(id, year, …)`.
  const idColumn = ids ? sql`${sql.param(ids)}::integer[], ` : sql``;
  const idName = ids ? sql`id, ` : sql``;
  // Without ids (an insert), each row's provider id comes last: `v(…, provider_player_id)`.
  const providerColumn = ids ? sql`` : sql`, ${sql.param(rows.map((row) => row.providerPlayerId ?? null))}::text[]`;
  const providerName = ids ? sql`` : sql`, provider_player_id`;
  return sql`unnest(
      ${idColumn}${column('year')}::integer[], ${column('name')}::text[], ${column('position')}::text[], ${column('nflTeam')}::text[],
      ${column('isRookie')}::boolean[], ${column('teamId')}::integer[], ${column('auctionPrice')}::integer[], ${column('buffer')}::integer[],
      ${column('isKeeper')}::boolean[], ${column('previousYearValue')}::integer[], ${column('yearsKept')}::integer[], ${column('currentYearValue')}::integer[],
      ${column('draftRound')}::integer[]${providerColumn}
    ) as v(${idName}year, name, position, nfl_team, is_rookie, team_id, auction_price, buffer, is_keeper, previous_year_value, years_kept, current_year_value, draft_round${providerName})`;
}

/** The league's players with these ids, in id order. */
async function playersWithIds(db: Queryable, ids: number[]): Promise<PlayerRow[]> {
  return db
    .select()
    .from(players)
    .where(sql`${players.id} = any(${sql.param(ids)}::integer[])`)
    .orderBy(asc(players.id));
}

/** Inserts CHUNK_ROWS a statement; answers the stored rows in the order given. */
export async function insertPlayers(db: Queryable, leagueId: number, rows: NewPlayer[]): Promise<PlayerRow[]> {
  const stored: PlayerRow[] = [];
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    // Both drivers (PGlite, node-postgres) answer execute() with the rows under `rows`.
    const inserted = (await db.execute(sql`
      insert into ${players} (league_id, year, name, position, nfl_team, is_rookie, team_id, auction_price, buffer, is_keeper, previous_year_value, years_kept, current_year_value, draft_round, provider_player_id)
      select ${leagueId}::integer, v.* from ${rowsAsTable(chunk)}
      returning id`)) as unknown as { rows: Array<{ id: number }> };
    // Serial ids follow the insertion order, so id order is the order given.
    stored.push(
      ...(await playersWithIds(
        db,
        inserted.rows.map((row) => row.id),
      )),
    );
  }
  return stored;
}

/** Rewrites whole rows, CHUNK_ROWS a statement (`update … from unnest(…)`). Answers the stored rows. */
export async function updatePlayers(
  db: Queryable,
  leagueId: number,
  rows: Array<NewPlayer & { id: number }>,
): Promise<PlayerRow[]> {
  const stored: PlayerRow[] = [];
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    const ids = chunk.map((row) => row.id);
    await db.execute(sql`
      update ${players} set
        year = v.year, name = v.name, position = v.position, nfl_team = v.nfl_team, is_rookie = v.is_rookie,
        team_id = v.team_id, auction_price = v.auction_price, buffer = v.buffer, is_keeper = v.is_keeper,
        previous_year_value = v.previous_year_value, years_kept = v.years_kept, current_year_value = v.current_year_value,
        draft_round = v.draft_round
      from ${rowsAsTable(chunk, ids)}
      where ${players.id} = v.id and ${players.leagueId} = ${leagueId}`);
    stored.push(...(await playersWithIds(db, ids)));
  }
  return stored;
}
