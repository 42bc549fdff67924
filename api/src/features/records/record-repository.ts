import { asc, eq } from 'drizzle-orm';
import type { PlayoffFormatBody } from 'shared-contracts/record-book';
import type { Queryable } from '../../db/client';
import { matchups, playoffFormats, teams } from '../../db/schema';
import type { BookGame } from './record-book';

export type PlayoffFormatRow = typeof playoffFormats.$inferSelect;

/** Every game the league holds, all seasons: the record book reads them whole. */
export async function leagueGames(db: Queryable, leagueId: number): Promise<BookGame[]> {
  return db
    .select({
      id: matchups.id,
      season: matchups.season,
      week: matchups.week,
      position: matchups.position,
      homeTeamId: matchups.homeTeamId,
      awayTeamId: matchups.awayTeamId,
      homeScore: matchups.homeScore,
      awayScore: matchups.awayScore,
      isCompleted: matchups.isCompleted,
      isPlayoff: matchups.isPlayoff,
    })
    .from(matchups)
    .where(eq(matchups.leagueId, leagueId));
}

export async function leagueTeams(db: Queryable, leagueId: number) {
  return db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(eq(teams.leagueId, leagueId))
    .orderBy(asc(teams.id));
}

/** The league's saved format; `lock` holds it for the caller's transaction (two saves in turn). */
export async function findPlayoffFormat(
  db: Queryable,
  leagueId: number,
  lock = false,
): Promise<PlayoffFormatRow | null> {
  const query = db.select().from(playoffFormats).where(eq(playoffFormats.leagueId, leagueId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Creates or replaces the league's format in one statement, so two first saves never collide. */
export async function upsertPlayoffFormat(
  db: Queryable,
  leagueId: number,
  body: PlayoffFormatBody,
): Promise<PlayoffFormatRow> {
  const [row] = await db
    .insert(playoffFormats)
    .values({ leagueId, ...body })
    .onConflictDoUpdate({ target: playoffFormats.leagueId, set: body })
    .returning();
  if (!row) throw new Error('playoff format not saved');
  return row;
}
