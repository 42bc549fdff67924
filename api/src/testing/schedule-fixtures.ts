import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { leagues, matchups, teams } from '../db/schema';

/** The demo league's team ids by abbreviation (the seed's teams). */
export async function teamIdsByAbbreviation(app: FastifyInstance): Promise<Record<string, number>> {
  const rows = await app.db
    .select({ id: teams.id, abbreviation: teams.abbreviation })
    .from(teams)
    .orderBy(asc(teams.id));
  return Object.fromEntries(rows.map((row) => [row.abbreviation, row.id]));
}

export type TestGame = {
  week: number;
  home: number;
  away: number;
  homeScore: number | null;
  awayScore: number | null;
  isCompleted: boolean;
  /** A playoff game; absent: a regular-season game. */
  isPlayoff?: boolean;
};

/** Writes a season of the test's own making into the demo league, positions 1..n per week. */
export async function insertSeason(app: FastifyInstance, season: number, games: TestGame[]): Promise<void> {
  const [league] = await app.db.select({ id: leagues.id }).from(leagues).orderBy(asc(leagues.id)).limit(1);
  if (!league) throw new Error('no demo league');
  const perWeek = new Map<number, number>();
  await app.db.insert(matchups).values(
    games.map((game) => {
      const position = (perWeek.get(game.week) ?? 0) + 1;
      perWeek.set(game.week, position);
      return {
        leagueId: league.id,
        season,
        week: game.week,
        position,
        homeTeamId: game.home,
        awayTeamId: game.away,
        homeScore: game.homeScore,
        awayScore: game.awayScore,
        isCompleted: game.isCompleted,
        isPlayoff: game.isPlayoff ?? false,
        description: `Week ${game.week}`,
      };
    }),
  );
}

/** A second league with one team and one game: rows a demo member must never reach. */
export async function insertOtherLeague(
  app: FastifyInstance,
): Promise<{ teamId: number; otherTeamId: number; matchupId: number }> {
  const [league] = await app.db
    .insert(leagues)
    .values({ name: 'Elsewhere League', currentSeason: 2025, defaultSeason: 2025, defaultWeek: 1 })
    .returning({ id: leagues.id });
  if (!league) throw new Error('no league');
  const [a, b] = await app.db
    .insert(teams)
    .values([
      { leagueId: league.id, name: 'Far Away', displayName: 'Zed', abbreviation: 'FAR' },
      { leagueId: league.id, name: 'Out Yonder', displayName: 'Yan', abbreviation: 'YON' },
    ])
    .returning({ id: teams.id });
  if (!a || !b) throw new Error('no teams');
  const [game] = await app.db
    .insert(matchups)
    .values({ leagueId: league.id, season: 2025, week: 1, position: 1, homeTeamId: a.id, awayTeamId: b.id })
    .returning({ id: matchups.id });
  if (!game) throw new Error('no game');
  return { teamId: a.id, otherTeamId: b.id, matchupId: game.id };
}

export async function gamesOfSeason(app: FastifyInstance, season: number) {
  return app.db
    .select()
    .from(matchups)
    .where(eq(matchups.season, season))
    .orderBy(asc(matchups.week), asc(matchups.position), asc(matchups.id));
}
