import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LEAGUE_ID_HEADER } from 'shared-contracts';
import {
  auditLog,
  draftLotteries,
  draftPicks,
  invitationLinks,
  leagues,
  matchups,
  memberships,
  pingPongBalls,
  players,
  teams,
  trades,
  users,
} from '../db/schema';
import { createTestApp } from './app';
import { bearer, createTestUser, type TestUser } from './identities';
import { signIn } from './members';

/**
 * Two leagues in one deployment, each with real rows of every kind, for the isolation tests
 * (docs/leagues.md: a row of another league is as missing as no row):
 * - A, the seeded demo league (its teams, players, picks, games), plus what the seed lacks;
 * - B, created by its commissioner through POST /api/leagues and filled through the API.
 * People: a commissioner and a manager (with a team) in each, and one person who is
 * commissioner of both, the caller best placed to mix the two up.
 */

/** The kinds of row a path or body can name by id. */
export const ROW_KINDS = [
  'league',
  'team',
  'player',
  'pick',
  'trade',
  'membership',
  'matchup',
  'ballRow',
  'lottery',
  'invitationLink',
  'auditEntry',
] as const;
export type RowKind = (typeof ROW_KINDS)[number];

export type LeagueSide = {
  leagueId: number;
  season: number;
  /** The year of its picks, balls and lottery. */
  pickYear: number;
  commissioner: TestUser;
  manager: TestUser;
  /** Two rows of each kind (the first, the second): enough for a body naming two teams. */
  ids: Record<RowKind, [number, number]>;
  /** The league's team and player names: what another league's answer must never show. */
  names: string[];
};

export type TwoLeagues = {
  app: FastifyInstance;
  a: LeagueSide;
  b: LeagueSide;
  /** Commissioner of both leagues. */
  both: TestUser;
};

/** The headers of a call in `leagueId` as `user`. */
export function inLeague(user: TestUser, leagueId: number | string): Record<string, string> {
  return { ...bearer(user), [LEAGUE_ID_HEADER]: String(leagueId) };
}

type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };

/** A setup call that must work: its JSON answer, or an error naming the call. */
async function must(app: FastifyInstance, headers: Record<string, string>, call: Call): Promise<unknown> {
  const response = await app.inject({ ...call, headers });
  if (response.statusCode >= 300)
    throw new Error(`setup ${call.method} ${call.url} answered ${response.statusCode}: ${response.body}`);
  return response.body ? response.json() : null;
}

async function userIdOf(app: FastifyInstance, user: TestUser): Promise<number> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.firebaseId, user.uid));
  if (!row) throw new Error(`${user.email} is not stored`);
  return row.id;
}

/**
 * Fills a league through its commissioner's calls with what A's seed lacks and B lacks
 * entirely: picks and balls for `pickYear`, an open lottery, a keeper rule, FAAB, a pending
 * trade, the manager invited to the first team and signed in, an invitation link.
 */
async function fillLeague(
  app: FastifyInstance,
  side: { leagueId: number; season: number; pickYear: number; commissioner: TestUser; manager: TestUser },
  teamIds: number[],
  invite: TestUser[],
): Promise<void> {
  const headers = inLeague(side.commissioner, side.leagueId);
  const call = (c: Call) => must(app, headers, c);
  const [first, second] = teamIds as [number, number];
  await call({
    method: 'POST',
    url: '/api/picks/generate',
    payload: { fromYear: side.pickYear, toYear: side.pickYear },
  });
  await call({
    method: 'PUT',
    url: '/api/ping-pong-balls',
    payload: { year: side.pickYear, balls: teamIds.map((teamId) => ({ teamId, quantity: 3 })) },
  });
  await call({
    method: 'PUT',
    url: '/api/faab',
    payload: { season: side.season, balances: teamIds.map((teamId) => ({ teamId, amount: 100 })) },
  });
  await call({
    method: 'PUT',
    url: `/api/keepers/${side.season}/rule`,
    payload: {
      increaseAmount: 5,
      increasePercent: 0,
      addBuffer: false,
      maxYearsKept: 3,
      maxKeepersPerTeam: 2,
      auctionBudget: 200,
      deadline: `${side.season}-08-31T12:00`,
      timeZone: 'America/New_York',
    },
  });
  for (const [from, to] of [
    [first, second],
    [second, first],
  ] as const)
    await call({
      method: 'POST',
      url: '/api/trades',
      payload: {
        proposedByTeamId: from,
        proposedToTeamId: to,
        items: [{ fromTeamId: from, toTeamId: to, itemType: 'faab', quantity: 5 }],
      },
    });
  await call({ method: 'POST', url: `/api/picks/lottery/${side.pickYear}/open` });
  await call({
    method: 'POST',
    url: '/api/league/members',
    payload: { email: side.manager.email, role: 'manager', teamId: first },
  });
  for (const person of invite)
    await call({ method: 'POST', url: '/api/league/members', payload: { email: person.email, role: 'commissioner' } });
  await call({
    method: 'POST',
    url: '/api/league/invitation-links',
    payload: { teamId: null, expiresInDays: 7, maxUses: 5 },
  });
}

/** The first two ids of a query's rows (ordered by id), or an error naming the kind. */
async function firstTwo(kind: RowKind, rows: Promise<Array<{ id: number }>>): Promise<[number, number]> {
  const found = await rows;
  if (found.length < 2) throw new Error(`the league holds ${found.length} ${kind} rows; the test needs two`);
  return [found[0]!.id, found[1]!.id];
}

/** Reads two rows of each kind of one league, and its names. */
async function readSide(
  app: FastifyInstance,
  side: Omit<LeagueSide, 'ids' | 'names'>,
  secondMembership: number,
): Promise<LeagueSide> {
  const db = app.db;
  const { leagueId } = side;
  const managerId = await userIdOf(app, side.manager);
  const [managerMembership] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.leagueId, leagueId), eq(memberships.userId, managerId)));
  if (!managerMembership) throw new Error('the manager holds no membership');
  const ids: LeagueSide['ids'] = {
    league: [leagueId, leagueId],
    team: await firstTwo(
      'team',
      db.select({ id: teams.id }).from(teams).where(eq(teams.leagueId, leagueId)).orderBy(asc(teams.id)),
    ),
    player: await firstTwo(
      'player',
      db
        .select({ id: players.id })
        .from(players)
        .where(and(eq(players.leagueId, leagueId), eq(players.year, side.season), isNotNull(players.teamId)))
        .orderBy(asc(players.id)),
    ),
    pick: await firstTwo(
      'pick',
      db
        .select({ id: draftPicks.id })
        .from(draftPicks)
        .where(and(eq(draftPicks.leagueId, leagueId), eq(draftPicks.year, side.pickYear)))
        .orderBy(asc(draftPicks.id)),
    ),
    trade: await firstTwo(
      'trade',
      db
        .select({ id: trades.id })
        .from(trades)
        .where(eq(trades.leagueId, leagueId))
        // The pending trade first: the one an answer to it would change.
        .orderBy(desc(sql`${trades.status} = 'pending'`), asc(trades.id)),
    ),
    membership: [managerMembership.id, secondMembership],
    matchup: await firstTwo(
      'matchup',
      db.select({ id: matchups.id }).from(matchups).where(eq(matchups.leagueId, leagueId)).orderBy(asc(matchups.id)),
    ),
    ballRow: await firstTwo(
      'ballRow',
      db
        .select({ id: pingPongBalls.id })
        .from(pingPongBalls)
        .where(and(eq(pingPongBalls.leagueId, leagueId), eq(pingPongBalls.year, side.pickYear)))
        .orderBy(asc(pingPongBalls.id)),
    ),
    lottery: await oneTwice(
      db.select({ id: draftLotteries.id }).from(draftLotteries).where(eq(draftLotteries.leagueId, leagueId)),
    ),
    invitationLink: await oneTwice(
      db.select({ id: invitationLinks.id }).from(invitationLinks).where(eq(invitationLinks.leagueId, leagueId)),
    ),
    auditEntry: await firstTwo(
      'auditEntry',
      db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.leagueId, leagueId)).orderBy(desc(auditLog.id)),
    ),
  };
  const teamNames = await db.select({ name: teams.name }).from(teams).where(eq(teams.leagueId, leagueId));
  const playerNames = await db
    .select({ name: players.name })
    .from(players)
    .where(and(eq(players.leagueId, leagueId), eq(players.year, side.season)))
    .limit(40);
  return { ...side, ids, names: [...teamNames, ...playerNames].map((row) => row.name) };
}

/** A kind a league holds one row of: that row, named twice. */
async function oneTwice(rows: Promise<Array<{ id: number }>>): Promise<[number, number]> {
  const [row] = await rows;
  if (!row) throw new Error('a row the test needs is missing');
  return [row.id, row.id];
}

const TABLE_OF_KIND = {
  league: leagues,
  team: teams,
  player: players,
  pick: draftPicks,
  trade: trades,
  membership: memberships,
  matchup: matchups,
  ballRow: pingPongBalls,
  lottery: draftLotteries,
  invitationLink: invitationLinks,
  auditEntry: auditLog,
} as const;

/** The rows `named` names, as they are now: what a refused call must leave as it found. */
export async function namedRows(app: FastifyInstance, named: Array<{ kind: RowKind; id: number }>): Promise<string> {
  const found: unknown[] = [];
  for (const kind of ROW_KINDS) {
    const ids = named.filter((entry) => entry.kind === kind).map((entry) => entry.id);
    if (ids.length === 0) continue;
    const table = TABLE_OF_KIND[kind];
    found.push(await app.db.select().from(table).where(inArray(table.id, ids)).orderBy(asc(table.id)));
  }
  return JSON.stringify(found);
}

/** Team and player names no seed holds: league B's, told apart from A's in any answer. */
const B_TEAMS = ['Bravo Otters', 'Bravo Herons', 'Bravo Lynxes', 'Bravo Ibexes'];

/** Builds both leagues in a new app (the demo league closed: nobody joins A by signing in). */
export async function buildTwoLeagues(): Promise<TwoLeagues> {
  const app = await createTestApp({ demoLeagueOpen: false });
  const [demo] = await app.db.select().from(leagues).where(eq(leagues.isDemo, true));
  if (!demo) throw new Error('the test database holds no demo league');
  const season = demo.currentSeason;
  const pickYear = season + 1;

  const [commissionerA, managerA, commissionerB, managerB, both] = await Promise.all(
    ['commissioner-a', 'manager-a', 'commissioner-b', 'manager-b', 'both'].map((label) => createTestUser(label)),
  );
  for (const user of [commissionerA, commissionerB]) await signIn(app, user);
  // A's commissioner is seated directly: the closed demo league admits nobody by itself.
  await app.db.insert(memberships).values({
    leagueId: demo.id,
    userId: await userIdOf(app, commissionerA!),
    role: 'commissioner',
    joinedAt: new Date(),
  });

  const created = (await must(app, bearer(commissionerB!), {
    method: 'POST',
    url: '/api/leagues',
    payload: { name: 'Bravo League', season },
  })) as { id: number };
  const headersB = inLeague(commissionerB!, created.id);
  const teamIdsB: number[] = [];
  for (const name of B_TEAMS) {
    const team = (await must(app, headersB, { method: 'POST', url: '/api/teams', payload: { name } })) as {
      id: number;
    };
    teamIdsB.push(team.id);
  }
  for (const [index, teamId] of teamIdsB.entries())
    for (const position of ['QB', 'WR'])
      await must(app, headersB, {
        method: 'POST',
        url: '/api/players',
        payload: { year: season, name: `Bravo ${position} ${index + 1}`, position, nflTeam: 'KC', teamId },
      });
  await must(app, headersB, { method: 'POST', url: '/api/schedule/generate', payload: { season, weeks: 3 } });

  const teamIdsA = (
    await app.db.select({ id: teams.id }).from(teams).where(eq(teams.leagueId, demo.id)).orderBy(asc(teams.id))
  ).map((row) => row.id);
  const sides = {
    a: { leagueId: demo.id, season, pickYear, commissioner: commissionerA!, manager: managerA! },
    b: { leagueId: created.id, season, pickYear, commissioner: commissionerB!, manager: managerB! },
  };
  await fillLeague(app, sides.a, teamIdsA, [both!]);
  await fillLeague(app, sides.b, teamIdsB, [both!]);
  // Signing in takes up the invitations: the managers' seats and both seats of `both`.
  for (const user of [managerA!, managerB!, both!]) await signIn(app, user);

  const membershipOf = async (leagueId: number, user: TestUser) => {
    const [row] = await app.db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.leagueId, leagueId), eq(memberships.userId, await userIdOf(app, user))));
    if (!row) throw new Error(`${user.email} is no member of league ${leagueId}`);
    return row.id;
  };
  return {
    app,
    a: await readSide(app, sides.a, await membershipOf(demo.id, both!)),
    b: await readSide(app, sides.b, await membershipOf(created.id, both!)),
    both: both!,
  };
}
