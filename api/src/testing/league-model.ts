import assert from 'node:assert/strict';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { z } from 'zod/mini';
import type { FastifyInstance } from 'fastify';
import { errorBody } from 'shared-contracts';
import { draftPicks, faabBalances, leagues, pingPongBalls, players, teams, tradeItems, trades } from '../db/schema';
import { connectedCommissioner, startYahooTestApp, type YahooTestApp } from './yahoo';
import { bearer, type TestUser } from './identities';
import { leagueFingerprint } from './league-fingerprint';
import { snapshotTables } from './league-snapshot';
import { signInAsManager } from './members';

/**
 * A model-based test of the league: random sequences of the writes a season sees (trades
 * proposed, accepted, rejected and cancelled, picks and balls edited, keepers marked, the
 * book rolled over, teams created and removed, the league imported from the fake Yahoo),
 * sent through the real app's routes with real
 * tokens, as the commissioner or a manager. The real server is what is tested; the model
 * holds nothing but the callers: each command names its targets by position ("the second
 * player of the first team"), resolved against the database when it runs, so a shrunk
 * sequence still means something. After every command the invariants are read straight
 * from the database:
 * - every player is on at most one team, of his own league; every pick is held by exactly
 *   one team of its league;
 * - trades never change a year's balls or a season's FAAB in total, and an accepted trade
 *   moved each of its players and picks to the team it names;
 * - every team plays at most once a week (so an import never adds a game that exists), and an
 *   import never moves a keeper the commissioner did not tick;
 * - a refused command (and a dry run or a preview) writes nothing; no command answers a 5xx, and every
 *   refusal is `{ message }`; a command built to be refused (a manager acting for another
 *   team, an asset its team no longer holds) is refused.
 */

/** The teams trades are made between: the league's first four, three of them managed. */
const POOL_SIZE = 4;
const MANAGED = 3;

/** Who sends a command: the commissioner, or the manager of the pool team at that index. */
type Caller = { kind: 'commissioner' } | { kind: 'manager'; team: number };

export type ModelContext = {
  app: FastifyInstance;
  leagueId: number;
  /** The trade pool's team ids. */
  pool: number[];
  commissioner: TestUser;
  managers: TestUser[];
  /** The commands run so far in this sequence, with their answers: what a failure prints. */
  log: string[];
  /** Puts every table back as it was after the set-up: each sequence starts from there. */
  restore: () => Promise<void>;
  /** Per command, how many were accepted and refused over every sequence: what a run did. */
  tally: Map<string, { accepted: number; refused: number }>;
};

/**
 * The real app on a database of its own (the open demo league, its teams linked to the fake
 * Yahoo's) with the fake Yahoo in-process, the league connected to it; close it after.
 */
export async function startModelApp(): Promise<YahooTestApp> {
  return startYahooTestApp();
}

/** Signs the commissioner (connecting Yahoo) and three managers in, once per app: every sequence reuses them. */
export async function prepareModel(app: FastifyInstance): Promise<Omit<ModelContext, 'log'>> {
  const [league] = await app.db.select().from(leagues).orderBy(asc(leagues.id)).limit(1);
  if (!league) throw new Error('the test database holds no league');
  const rows = await app.db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.leagueId, league.id))
    .orderBy(asc(teams.id))
    .limit(POOL_SIZE);
  const pool = rows.map((row) => row.id);
  const commissioner = await connectedCommissioner(app);
  const managers: TestUser[] = [];
  for (const teamId of pool.slice(0, MANAGED)) managers.push(await signInAsManager(app, teamId));
  // A rule with its deadline far ahead, so managers may mark keepers and the book may roll over.
  const rule = await app.inject({
    method: 'PUT',
    url: `/api/keepers/${league.currentSeason}/rule`,
    headers: bearer(commissioner),
    payload: {
      increaseAmount: 5,
      increasePercent: 0,
      addBuffer: false,
      maxYearsKept: 3,
      maxKeepersPerTeam: 4,
      auctionBudget: 200,
      deadline: '2099-08-31T12:00',
      timeZone: 'America/New_York',
    },
  });
  if (rule.statusCode !== 200) throw new Error(`could not set the keeper rule: ${rule.statusCode} ${rule.body}`);
  const { restore } = await snapshotTables(app.db);
  return { app, leagueId: league.id, pool, commissioner, managers, restore, tally: new Map() };
}

// ── What the commands read before they choose ───────────────────────────────────────────

type World = Awaited<ReturnType<typeof readWorld>>;

async function readWorld(context: ModelContext) {
  const { db } = context.app;
  const [league] = await db.select().from(leagues).where(eq(leagues.id, context.leagueId));
  if (!league) throw new Error('the league vanished');
  const season = league.currentSeason;
  const allTeams = await db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.leagueId, context.leagueId))
    .orderBy(asc(teams.id));
  const roster = await db
    .select({ id: players.id, teamId: players.teamId, isKeeper: players.isKeeper })
    .from(players)
    .where(and(eq(players.leagueId, context.leagueId), eq(players.year, season), inArray(players.teamId, context.pool)))
    .orderBy(asc(players.id));
  const picks = await db
    .select()
    .from(draftPicks)
    .where(eq(draftPicks.leagueId, context.leagueId))
    .orderBy(asc(draftPicks.id));
  const balls = await db
    .select()
    .from(pingPongBalls)
    .where(eq(pingPongBalls.leagueId, context.leagueId))
    .orderBy(asc(pingPongBalls.id));
  const faab = await db
    .select()
    .from(faabBalances)
    .where(and(eq(faabBalances.leagueId, context.leagueId), eq(faabBalances.season, season)));
  const tradeRows = await db.select().from(trades).where(eq(trades.leagueId, context.leagueId)).orderBy(asc(trades.id));
  return { season, teamIds: allTeams.map((team) => team.id), roster, picks, balls, faab, trades: tradeRows };
}

/** The `index`-th of `items` (wrapping), or undefined when there are none. */
const nth = <T>(items: T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length];

function callerTeam(context: ModelContext, caller: Caller): number | null {
  return caller.kind === 'commissioner' ? null : (context.pool[caller.team] as number);
}
function tokenOf(context: ModelContext, caller: Caller): TestUser {
  return caller.kind === 'commissioner' ? context.commissioner : (context.managers[caller.team] as TestUser);
}
const describeCaller = (caller: Caller) =>
  caller.kind === 'commissioner' ? 'commissioner' : `manager of pool team ${caller.team}`;

// ── Invariants ──────────────────────────────────────────────────────────────────────────

type Totals = { balls: string; faab: string };

/** Balls per year and FAAB per season, in total over the league's teams. */
async function readTotals(context: ModelContext): Promise<Totals> {
  const { db } = context.app;
  const balls = await db
    .select({ year: pingPongBalls.year, total: sql<string>`sum(${pingPongBalls.quantity})::text` })
    .from(pingPongBalls)
    .where(eq(pingPongBalls.leagueId, context.leagueId))
    .groupBy(pingPongBalls.year)
    .orderBy(pingPongBalls.year);
  const faab = await db
    .select({ season: faabBalances.season, total: sql<string>`sum(${faabBalances.balance})::text` })
    .from(faabBalances)
    .where(eq(faabBalances.leagueId, context.leagueId))
    .groupBy(faabBalances.season)
    .orderBy(faabBalances.season);
  return {
    balls: balls.map((row) => `${row.year}:${row.total}`).join(' '),
    faab: faab.map((row) => `${row.season}:${row.total}`).join(' '),
  };
}

async function countOf(context: ModelContext, query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = (await context.app.db.execute(query)) as unknown as { rows: Array<{ n: number | string }> };
  return Number(rows[0]?.n ?? 0);
}

/** What must hold after any command, read straight from the tables. */
async function checkHoldings(context: ModelContext): Promise<void> {
  const players = await countOf(
    context,
    sql`select count(*) as n from players p left join teams t on t.id = p.team_id
        where p.team_id is not null and (t.id is null or t.league_id <> p.league_id)`,
  );
  assert.equal(players, 0, 'a player is on a team of another league, or of none');
  const twice = await countOf(
    context,
    sql`select count(*) as n from (select 1 from players group by league_id, year, lower(name) having count(*) > 1) d`,
  );
  assert.equal(twice, 0, "a player is in one year's book twice (so on two teams)");
  const picks = await countOf(
    context,
    sql`select count(*) as n from draft_picks p left join teams t on t.id = p.current_team_id
        where t.id is null or t.league_id <> p.league_id`,
  );
  assert.equal(picks, 0, 'a pick is held by no team of its league');
  const pickTwice = await countOf(
    context,
    sql`select count(*) as n from (select 1 from draft_picks group by league_id, year, round, original_team_id having count(*) > 1) d`,
  );
  assert.equal(pickTwice, 0, "a team's pick of a round exists twice (so held by two teams)");
  const playsTwice = await countOf(
    context,
    sql`select count(*) as n from (
          select 1 from (select league_id, season, week, home_team_id as team_id from matchups
                         union all select league_id, season, week, away_team_id from matchups) g
          group by league_id, season, week, team_id having count(*) > 1) d`,
  );
  assert.equal(playsTwice, 0, 'a team plays twice in a week (a game was added that exists, or clashes)');
}

/** An accepted trade left every player and pick it names with the team it names. */
async function checkMoved(context: ModelContext, tradeId: number): Promise<void> {
  const { db } = context.app;
  const items = await db.select().from(tradeItems).where(eq(tradeItems.tradeId, tradeId));
  for (const item of items) {
    if (item.itemType === 'player') {
      const [row] = await db
        .select({ teamId: players.teamId })
        .from(players)
        .where(eq(players.id, item.itemId as number));
      assert.equal(
        row?.teamId,
        item.toTeamId,
        `trade ${tradeId}: player ${item.itemId} is not with team ${item.toTeamId}`,
      );
    }
    if (item.itemType === 'draft_pick') {
      const [row] = await db
        .select({ teamId: draftPicks.currentTeamId })
        .from(draftPicks)
        .where(eq(draftPicks.id, item.itemId as number));
      assert.equal(
        row?.teamId,
        item.toTeamId,
        `trade ${tradeId}: pick ${item.itemId} is not with team ${item.toTeamId}`,
      );
    }
  }
}

// ── Sending a command and checking what it did ──────────────────────────────────────────

type Request = { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: unknown };
type Expectation = {
  /** Built to be refused: why. */
  refuse?: string;
  /** A trade command: totals must not move. */
  trade?: boolean;
  /** Writes nothing even when accepted (a dry run). */
  readOnly?: boolean;
};

async function send(context: ModelContext, label: string, caller: Caller, request: Request, expect: Expectation = {}) {
  const before = await leagueFingerprint(context.app.db);
  const totalsBefore = expect.trade ? await readTotals(context) : null;
  const response = await context.app.inject({
    method: request.method,
    url: request.url,
    headers: {
      ...bearer(tokenOf(context, caller)),
      ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.payload === undefined ? {} : { payload: JSON.stringify(request.payload) }),
  });
  const status = response.statusCode;
  context.log.push(
    `${label} as ${describeCaller(caller)}: ${request.method} ${request.url}${request.payload === undefined ? '' : ` ${JSON.stringify(request.payload)}`} → ${status}`,
  );
  assert.ok(status < 500, `${label}: server error ${status} ${response.body.slice(0, 300)}`);
  const after = await leagueFingerprint(context.app.db);
  const counts = context.tally.get(label) ?? { accepted: 0, refused: 0 };
  counts[status >= 400 ? 'refused' : 'accepted'] += 1;
  context.tally.set(label, counts);
  if (status >= 400) {
    assert.ok(
      z.strictObject(errorBody.shape).safeParse(response.json()).success,
      `${label}: a refusal that is not { message }: ${response.body.slice(0, 300)}`,
    );
    assert.equal(
      after,
      before,
      `${label}: refused (${status} ${response.body.slice(0, 200)}) but it changed ${changedTables(before, after)}`,
    );
  } else {
    assert.equal(expect.refuse, undefined, `${label}: accepted (${status}) though ${expect.refuse}`);
    if (expect.readOnly) assert.equal(after, before, `${label}: a dry run changed ${changedTables(before, after)}`);
  }
  if (totalsBefore)
    assert.deepEqual(
      await readTotals(context),
      totalsBefore,
      `${label}: a trade command changed the league's balls or FAAB in total`,
    );
  await checkHoldings(context);
  return { status, body: status === 204 ? null : (response.json() as unknown) };
}

/** The tables two fingerprints differ in, named. */
function changedTables(before: string, after: string): string {
  const earlier = new Set(before.split(' '));
  return (
    after
      .split(' ')
      .filter((entry) => !earlier.has(entry))
      .map((entry) => entry.split('=')[0])
      .join(', ') || 'nothing'
  );
}

type Command = fc.AsyncCommand<object, ModelContext>;

/** A command with no model to consult: always applicable, described for the counterexample. */
function command(describe: string, run: (context: ModelContext) => Promise<void>): Command {
  return {
    check: () => true,
    run: async (_model, context) => run(context),
    toString: () => describe,
  };
}

/**
 * Who sends a command that names a team: its own manager (the commissioner for the
 * unmanaged team), the commissioner, or the manager of another team (to be refused).
 */
type Who = 'own' | 'commissioner' | 'other';
const whoArbitrary: fc.Arbitrary<Who> = fc.constantFrom<Who>('own', 'own', 'own', 'commissioner', 'other');

function callerFor(context: ModelContext, who: Who, team: number | null): Caller {
  const index = team === null ? -1 : context.pool.indexOf(team);
  const managed = index >= 0 && index < MANAGED;
  if (who === 'commissioner' || (who === 'own' && !managed)) return { kind: 'commissioner' };
  if (who === 'own') return { kind: 'manager', team: index };
  return { kind: 'manager', team: managed ? (index + 1) % MANAGED : 0 };
}

/** Commissioner commands: a manager sends one now and then, to be refused. */
const asManagerArbitrary = fc.constantFrom(false, false, false, true);

// ── Trades ──────────────────────────────────────────────────────────────────────────────

type AssetChoice = { kind: 'player' | 'draft_pick' | 'ping_pong_ball' | 'faab'; index: number; quantity: number };
const assetArbitrary: fc.Arbitrary<AssetChoice> = fc.record({
  kind: fc.constantFrom('player', 'draft_pick', 'ping_pong_ball', 'faab'),
  index: fc.nat(40),
  quantity: fc.integer({ min: 1, max: 15 }),
});

/** The item moving `choice` from `from` to `to`, from what `holder` holds (not `from` when stale). */
function itemOf(world: World, choice: AssetChoice, from: number, to: number, holder: number) {
  switch (choice.kind) {
    case 'player': {
      const player = nth(
        world.roster.filter((row) => row.teamId === holder),
        choice.index,
      );
      return player && { fromTeamId: from, toTeamId: to, itemType: 'player', itemId: player.id };
    }
    case 'draft_pick': {
      const pick = nth(
        world.picks.filter((row) => row.currentTeamId === holder && !row.isLocked),
        choice.index,
      );
      return pick && { fromTeamId: from, toTeamId: to, itemType: 'draft_pick', itemId: pick.id };
    }
    case 'ping_pong_ball': {
      const balls = nth(
        world.balls.filter((row) => row.teamId === holder && row.quantity > 0),
        choice.index,
      );
      return (
        balls && {
          fromTeamId: from,
          toTeamId: to,
          itemType: 'ping_pong_ball',
          itemId: balls.id,
          quantity: Math.min(choice.quantity, balls.quantity),
        }
      );
    }
    case 'faab': {
      const balance = world.faab.find((row) => row.teamId === holder)?.balance ?? 0;
      return balance > 0 && holder === from
        ? { fromTeamId: from, toTeamId: to, itemType: 'faab', quantity: Math.min(choice.quantity, balance) }
        : undefined;
    }
  }
}

const proposeArbitrary = fc
  .record({
    who: whoArbitrary,
    by: fc.nat(POOL_SIZE - 1),
    /** How far round the pool the other team is: 0 is the proposer itself (refused). */
    to: fc.constantFrom(1, 1, 2, 2, 3, 3, 0),
    give: fc.array(assetArbitrary, { minLength: 1, maxLength: 3 }),
    take: fc.array(assetArbitrary, { maxLength: 2 }),
    /** One given item comes from a third team: an asset the proposer does not hold. */
    stale: fc.constantFrom(false, false, false, true),
  })
  .map((choice) =>
    command(`propose ${JSON.stringify(choice)}`, async (context) => {
      const world = await readWorld(context);
      const by = context.pool[choice.by] as number;
      const to = context.pool[(choice.by + choice.to) % POOL_SIZE] as number;
      const caller = callerFor(context, choice.who, by);
      const third = context.pool.find((team) => team !== by && team !== to) as number;
      const items = [
        ...choice.give.map((asset, index) =>
          itemOf(world, asset, by, to, choice.stale && index === 0 && asset.kind !== 'faab' ? third : by),
        ),
        ...choice.take.map((asset) => itemOf(world, asset, to, by, to)),
      ].filter((item) => item !== undefined);
      // The same asset twice is the proposal's own mistake (refused whole); keep the first.
      const seen = new Set<string>();
      const unique = items.filter((item) => {
        const key = item.itemType === 'faab' ? `faab|${item.fromTeamId}` : `${item.itemType}|${item.itemId}`;
        return !seen.has(key) && seen.add(key);
      });
      if (unique.length === 0) return;
      const staleItem =
        choice.stale &&
        choice.give[0]?.kind !== 'faab' &&
        unique.some((item) => item.itemId !== undefined && !holds(world, item.fromTeamId, item));
      const forOther = caller.kind === 'manager' && callerTeam(context, caller) !== by;
      const refuse =
        by === to
          ? 'a team cannot trade with itself'
          : forOther
            ? 'a manager proposed for another team'
            : staleItem
              ? 'an item is not held by its team'
              : undefined;
      await send(
        context,
        'propose',
        caller,
        { method: 'POST', url: '/api/trades', payload: { proposedByTeamId: by, proposedToTeamId: to, items: unique } },
        { trade: true, ...(refuse ? { refuse } : {}) },
      );
    }),
  );

/** Whether `team` holds the asset an item names, as `world` read it. */
function holds(world: World, team: number, item: { itemType: string; itemId?: number }): boolean {
  if (item.itemType === 'player') return world.roster.some((row) => row.id === item.itemId && row.teamId === team);
  if (item.itemType === 'draft_pick')
    return world.picks.some((row) => row.id === item.itemId && row.currentTeamId === team);
  if (item.itemType === 'ping_pong_ball')
    return world.balls.some((row) => row.id === item.itemId && row.teamId === team);
  return true;
}

const respondArbitrary = fc
  .record({
    who: whoArbitrary,
    action: fc.constantFrom('accept', 'accept', 'reject', 'cancel'),
    index: fc.nat(20),
    settled: fc.constantFrom(false, false, false, true),
  })
  .map((choice) =>
    command(`respond ${JSON.stringify(choice)}`, async (context) => {
      const world = await readWorld(context);
      const pending = world.trades.filter((trade) => trade.status === 'pending');
      // Now and then one already answered: whatever the caller, it must be refused.
      const answered = world.trades.filter((trade) => trade.status !== 'pending');
      const trade = choice.settled ? nth(answered, choice.index) : nth(pending, choice.index);
      if (!trade) return;
      const caller = callerFor(
        context,
        choice.who,
        choice.action === 'cancel' ? trade.proposedByTeamId : trade.proposedToTeamId,
      );
      const team = callerTeam(context, caller);
      const allowed =
        team === null ||
        (choice.action === 'cancel' ? team === trade.proposedByTeamId : team === trade.proposedToTeamId);
      const refuse =
        trade.status !== 'pending'
          ? `the trade was already ${trade.status}`
          : !allowed
            ? `a manager of another team tried to ${choice.action}`
            : undefined;
      const answer = await send(
        context,
        choice.action,
        caller,
        { method: 'PUT', url: `/api/trades/${trade.id}`, payload: { action: choice.action } },
        { trade: true, ...(refuse ? { refuse } : {}) },
      );
      if (answer.status === 200 && choice.action === 'accept') await checkMoved(context, trade.id);
    }),
  );

// ── Picks, balls, keepers, the roll-over, teams ─────────────────────────────────────────

/**
 * A team a commissioner's edit names: one of the pool, one of the newest (created by the
 * sequence, so a removal may follow), or an id no team has (to be refused).
 */
type TeamChoice = { pool: number } | { newest: number } | 'stranger';
const teamChoiceArbitrary: fc.Arbitrary<TeamChoice> = fc.oneof(
  { arbitrary: fc.nat(POOL_SIZE - 1).map((pool): TeamChoice => ({ pool })), weight: 6 },
  { arbitrary: fc.nat(3).map((newest): TeamChoice => ({ newest })), weight: 2 },
  { arbitrary: fc.constant<TeamChoice>('stranger'), weight: 1 },
);
const STRANGER = 999_999;
function teamOf(context: ModelContext, world: World, choice: TeamChoice): number {
  if (choice === 'stranger') return STRANGER;
  if ('pool' in choice) return context.pool[choice.pool] as number;
  return world.teamIds[world.teamIds.length - 1 - (choice.newest % world.teamIds.length)] as number;
}

const pickEditArbitrary = fc
  .record({
    asManager: asManagerArbitrary,
    edits: fc.array(
      fc.record({
        index: fc.nat(400),
        team: teamChoiceArbitrary,
        lock: fc.option(fc.boolean()),
        position: fc.option(fc.integer({ min: 1, max: 14 })),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  })
  .map((choice) =>
    command(`edit picks ${JSON.stringify(choice)}`, async (context) => {
      const world = await readWorld(context);
      const picks = choice.edits.flatMap((edit) => {
        const pick = nth(world.picks, edit.index);
        if (!pick) return [];
        return [
          {
            id: pick.id,
            currentTeamId: teamOf(context, world, edit.team),
            ...(edit.lock === null ? {} : { isLocked: edit.lock }),
            ...(edit.position === null ? {} : { position: edit.position }),
          },
        ];
      });
      if (picks.length === 0) return;
      const caller: Caller = choice.asManager ? { kind: 'manager', team: 0 } : { kind: 'commissioner' };
      const refuse = choice.asManager
        ? 'a manager edited picks'
        : picks.some((pick) => pick.currentTeamId === STRANGER)
          ? 'a pick was given to no team'
          : undefined;
      await send(
        context,
        'edit picks',
        caller,
        { method: 'PATCH', url: '/api/picks/batch', payload: { picks } },
        refuse ? { refuse } : {},
      );
    }),
  );

const ballsEditArbitrary = fc
  .record({
    asManager: asManagerArbitrary,
    allocation: fc.boolean(),
    year: fc.nat(10),
    quantities: fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: POOL_SIZE }),
    teams: fc.array(teamChoiceArbitrary, { minLength: POOL_SIZE, maxLength: POOL_SIZE }),
  })
  .map((choice) =>
    command(`edit balls ${JSON.stringify(choice)}`, async (context) => {
      const world = await readWorld(context);
      const year = nth([...new Set(world.balls.map((row) => row.year))].sort(), choice.year) ?? world.season + 1;
      const caller: Caller = choice.asManager ? { kind: 'manager', team: 1 } : { kind: 'commissioner' };
      const expect = choice.asManager ? { refuse: 'a manager edited balls' } : {};
      if (choice.allocation) {
        const quantities = choice.quantities.map((quantity) => Math.max(1, quantity));
        await send(
          context,
          'allocate balls',
          caller,
          { method: 'POST', url: '/api/ping-pong-balls/allocation', payload: { year, quantities } },
          expect,
        );
      } else {
        const balls = choice.quantities.map((quantity, index) => ({
          teamId: teamOf(context, world, choice.teams[index] as TeamChoice),
          quantity,
        }));
        const refuse = balls.some((row) => row.teamId === STRANGER) ? { refuse: 'balls were given to no team' } : {};
        await send(
          context,
          'set balls',
          caller,
          { method: 'PUT', url: '/api/ping-pong-balls', payload: { year, balls } },
          { ...refuse, ...expect },
        );
      }
    }),
  );

const keeperArbitrary = fc.record({ who: whoArbitrary, index: fc.nat(200), isKeeper: fc.boolean() }).map((choice) =>
  command(`mark keeper ${JSON.stringify(choice)}`, async (context) => {
    const world = await readWorld(context);
    const player = nth(world.roster, choice.index);
    if (!player) return;
    const caller = callerFor(context, choice.who, player.teamId);
    const team = callerTeam(context, caller);
    const refuse = team !== null && team !== player.teamId ? "a manager marked another team's player" : undefined;
    await send(
      context,
      'mark keeper',
      caller,
      {
        method: 'PUT',
        url: `/api/keepers/${world.season}/players/${player.id}`,
        payload: { isKeeper: choice.isKeeper },
      },
      refuse ? { refuse } : {},
    );
    const [after] = await context.app.db
      .select({ teamId: players.teamId })
      .from(players)
      .where(eq(players.id, player.id));
    assert.equal(after?.teamId, player.teamId, 'marking a keeper moved him to another team');
  }),
);

/** Every keeper of the league's book, by id: his team. */
async function keeperTeams(context: ModelContext): Promise<Map<number, number | null>> {
  const rows = await context.app.db
    .select({ id: players.id, teamId: players.teamId })
    .from(players)
    .where(and(eq(players.leagueId, context.leagueId), eq(players.isKeeper, true)));
  return new Map(rows.map((row) => [row.id, row.teamId]));
}

const importArbitrary = fc
  .record({
    asManager: asManagerArbitrary,
    preview: fc.boolean(),
    seasons: fc.integer({ min: 1, max: 2 }),
    /** Per season from the newest, whose games stay where they clash (null: no answer). */
    keep: fc.tuple(fc.option(fc.constantFrom('provider', 'league')), fc.option(fc.constantFrom('provider', 'league'))),
    /** Keepers ticked to move as Yahoo says, by position among the pool's. */
    tick: fc.array(fc.nat(100), { maxLength: 2 }),
    release: fc.boolean(),
    /** Yahoo's teams added beside the league's own when some are linked to none (refused otherwise). */
    beside: fc.boolean(),
  })
  .map((choice) =>
    command(`import ${JSON.stringify(choice)}`, async (context) => {
      const world = await readWorld(context);
      const keepers = world.roster.filter((row) => row.isKeeper);
      const moveKeepers = [...new Set(choice.tick.flatMap((index) => nth(keepers, index)?.id ?? []))];
      const conflicts = choice.keep
        .slice(0, choice.seasons)
        .flatMap((keep, index) => (keep === null ? [] : [{ season: world.season - index, keep }]));
      const payload = {
        seasons: choice.seasons,
        conflicts,
        moveKeepers,
        releaseUnrostered: choice.release,
        addBesideOwnTeams: choice.beside,
      };
      const caller: Caller = choice.asManager ? { kind: 'manager', team: 2 } : { kind: 'commissioner' };
      const before = await keeperTeams(context);
      const url = choice.preview ? '/api/provider/import/preview' : '/api/provider/import';
      await send(
        context,
        choice.preview ? 'preview import' : 'import',
        caller,
        { method: 'POST', url, payload },
        {
          ...(choice.asManager ? { refuse: 'a manager imported' } : {}),
          readOnly: choice.preview,
        },
      );
      const ids = [...before.keys()];
      const after =
        ids.length === 0
          ? []
          : await context.app.db
              .select({ id: players.id, teamId: players.teamId })
              .from(players)
              .where(inArray(players.id, ids));
      for (const row of after) {
        if (moveKeepers.includes(row.id)) continue;
        assert.equal(row.teamId, before.get(row.id), `the import moved keeper ${row.id}, who was not ticked`);
      }
    }),
  );

const rolloverArbitrary = fc.record({ dryRun: fc.boolean(), asManager: asManagerArbitrary }).map((choice) =>
  command(`roll over ${JSON.stringify(choice)}`, async (context) => {
    const world = await readWorld(context);
    const caller: Caller = choice.asManager ? { kind: 'manager', team: 2 } : { kind: 'commissioner' };
    await send(
      context,
      'roll over',
      caller,
      { method: 'POST', url: `/api/keepers/${world.season}/rollover`, payload: { dryRun: choice.dryRun } },
      { ...(choice.asManager ? { refuse: 'a manager rolled the book over' } : {}), readOnly: choice.dryRun },
    );
  }),
);

let teamCounter = 0;
const createTeamArbitrary = fc
  .record({ asManager: asManagerArbitrary, name: fc.stringMatching(/^[A-Z][a-z]{2,8}$/) })
  .map((choice) =>
    command(`create team ${JSON.stringify(choice)}`, async (context) => {
      teamCounter += 1;
      // A name of its own per call: the same generated name twice is a different command.
      const name = `${choice.name} ${process.pid % 1000}-${teamCounter}`;
      const caller: Caller = choice.asManager ? { kind: 'manager', team: 0 } : { kind: 'commissioner' };
      await send(
        context,
        'create team',
        caller,
        { method: 'POST', url: '/api/teams', payload: { name } },
        choice.asManager ? { refuse: 'a manager created a team' } : {},
      );
    }),
  );

const removeTeamArbitrary = fc
  .record({ asManager: asManagerArbitrary, fromNewest: fc.constantFrom(0, 0, 0, 1, 2, 4) })
  .map((choice) =>
    command(`remove team ${JSON.stringify(choice)}`, async (context) => {
      const world = await readWorld(context);
      const team = world.teamIds[world.teamIds.length - 1 - (choice.fromNewest % world.teamIds.length)];
      if (team === undefined) return;
      const caller: Caller = choice.asManager ? { kind: 'manager', team: 1 } : { kind: 'commissioner' };
      const refuse = choice.asManager
        ? 'a manager removed a team'
        : context.pool.includes(team)
          ? 'a team with history was removed'
          : undefined;
      await send(
        context,
        'remove team',
        caller,
        { method: 'DELETE', url: `/api/teams/${team}` },
        refuse ? { refuse } : {},
      );
    }),
  );

/** Every command, trades weighted up: they are where assets move. */
export const leagueCommands: Array<fc.Arbitrary<Command>> = [
  proposeArbitrary,
  proposeArbitrary,
  proposeArbitrary,
  respondArbitrary,
  respondArbitrary,
  respondArbitrary,
  pickEditArbitrary,
  ballsEditArbitrary,
  keeperArbitrary,
  rolloverArbitrary,
  createTeamArbitrary,
  removeTeamArbitrary,
  importArbitrary,
];

export type ModelRunOptions = {
  runs: number;
  seed: number;
  maxCommands?: number;
  commands?: Array<fc.Arbitrary<Command>>;
};

/**
 * Runs `runs` random command sequences against the app, one after another, each from the
 * league as the set-up left it (so a sequence, and its shrinking, means the same whenever it
 * runs). Throws fast-check's report on the
 * first failure: the seed, the shrink path and the shortest sequence found, followed by
 * the requests that sequence sent and their answers.
 */
export async function runLeagueModel(base: Omit<ModelContext, 'log'>, options: ModelRunOptions): Promise<void> {
  // The last sequence that failed: once shrinking ends, the shortest one.
  let failedLog: string[] = [];
  try {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(options.commands ?? leagueCommands, { maxCommands: options.maxCommands ?? 20, size: 'medium' }),
        async (sequence) => {
          await base.restore();
          const context: ModelContext = { ...base, log: [] };
          try {
            await fc.asyncModelRun(() => ({ model: {}, real: context }), sequence);
          } catch (error) {
            failedLog = context.log;
            throw error;
          }
        },
      ),
      { numRuns: options.runs, seed: options.seed },
    );
  } catch (error) {
    const report = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${report}\n\nMODEL_SEED=${options.seed} repeats this run. The shortest failing sequence sent:\n  ${failedLog.join('\n  ')}`,
      { cause: error },
    );
  }
}

/** The tally as one line: `accept 12/30, propose 40/55, …` (accepted of sent). */
export function describeTally(tally: ModelContext['tally']): string {
  return [...tally.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, counts]) => `${label} ${counts.accepted}/${counts.accepted + counts.refused}`)
    .join(', ');
}
