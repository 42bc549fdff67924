import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { LeagueList, LeagueSummary } from 'shared-contracts';
import type { Queryable } from '../../db/client';
import { leagues, memberships, teams, users } from '../../db/schema';

const summaryColumns = {
  id: leagues.id,
  name: leagues.name,
  isDemo: leagues.isDemo,
  currentSeason: leagues.currentSeason,
  role: memberships.role,
  teamId: teams.id,
  teamName: teams.name,
};

type SummaryRow = {
  id: number;
  name: string;
  isDemo: boolean;
  currentSeason: number;
  role: LeagueSummary['role'];
  teamId: number | null;
  teamName: string | null;
};

function toSummary(row: SummaryRow): LeagueSummary {
  return {
    id: row.id,
    name: row.name,
    isDemo: row.isDemo,
    currentSeason: row.currentSeason,
    role: row.role,
    team: row.teamId === null ? null : { id: row.teamId, name: row.teamName ?? '' },
  };
}

function summaries(db: Queryable) {
  return db
    .select(summaryColumns)
    .from(memberships)
    .innerJoin(leagues, eq(leagues.id, memberships.leagueId))
    .leftJoin(teams, and(eq(teams.leagueId, memberships.leagueId), eq(teams.id, memberships.teamId)));
}

/**
 * The leagues a user belongs to (invitations not taken up are not theirs yet), oldest first,
 * and the one a call without the X-League-Id header works in: the last used one while they
 * still belong to it, else the access guard's own choice (a real league before the demo).
 */
export async function leaguesOf(db: Queryable, userId: number): Promise<LeagueList> {
  const rows = await summaries(db)
    .where(and(eq(memberships.userId, userId), isNotNull(memberships.joinedAt)))
    .orderBy(asc(leagues.id));
  const list = rows.map(toSummary);
  const [user] = await db.select({ lastLeagueId: users.lastLeagueId }).from(users).where(eq(users.id, userId));
  const lastUsed = list.find((league) => league.id === user?.lastLeagueId);
  const fallback = list.find((league) => !league.isDemo) ?? list[0];
  return { leagues: list, lastUsedLeagueId: (lastUsed ?? fallback)?.id ?? null };
}

/** One league as its member sees it in the switcher; null when they do not belong to it. */
export async function leagueSummaryOf(db: Queryable, userId: number, leagueId: number): Promise<LeagueSummary | null> {
  const [row] = await summaries(db).where(and(eq(memberships.userId, userId), eq(memberships.leagueId, leagueId)));
  return row ? toSummary(row) : null;
}
