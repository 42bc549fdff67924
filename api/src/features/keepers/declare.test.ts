import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/app';
import {
  auditCount,
  type FixtureLeague,
  fixtureLeague,
  freshYear,
  insertPlayerFixtures,
  readPlayers,
} from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';
import { declare, putRule, TEST_RULE } from '../../testing/keepers';
import { type KeeperRule, type KeeperSeason } from 'shared-contracts/keepers';

// The deadline is noon in New York on 31 August 2030: 16:00 UTC (daylight saving time).
const BEFORE_DEADLINE = new Date('2030-08-31T15:59:00Z');
const AT_DEADLINE = new Date('2030-08-31T16:00:00Z');

describe('keeper rule and declarations', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let commissioner: TestUser;
  let manager: TestUser;
  let clock = BEFORE_DEADLINE;
  const season = freshYear();
  let mine: number[];
  let theirs: number;
  let veteran: number;
  let freeAgent: number;

  before(async () => {
    app = await createTestApp({ now: () => clock });
    league = await fixtureLeague(app);
    commissioner = await signIn(app);
    const [myTeam, otherTeam] = league.teamIds as [number, number];
    manager = await signInAsManager(app, myTeam);
    const rows = await insertPlayerFixtures(app, league, [
      { year: season, name: `Keeper A ${season}`, teamId: myTeam, auctionPrice: 20, buffer: 2 },
      { year: season, name: `Keeper B ${season}`, teamId: myTeam, auctionPrice: 21, buffer: 0 },
      { year: season, name: `Keeper C ${season}`, teamId: myTeam, auctionPrice: 10 },
      { year: season, name: `Theirs ${season}`, teamId: otherTeam, auctionPrice: 15 },
      { year: season, name: `Veteran ${season}`, teamId: myTeam, auctionPrice: 9, currentYearValue: 30, yearsKept: 3 },
      { year: season, name: `Free Agent ${season}`, teamId: null, auctionPrice: 4 },
    ]);
    mine = rows.slice(0, 3).map((row) => row.id);
    theirs = rows[3]!.id;
    veteran = rows[4]!.id;
    freeAgent = rows[5]!.id;
  });
  after(() => app.close());

  it('refuses declarations until the rule is set', async () => {
    const response = await declare(app, manager, season, mine[0]!);
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), {
      message: `The keeper rule for ${season} is not set yet: the commissioner sets it in Settings`,
    });
  });

  it('lets only the commissioner set the rule, checks it, audits it, and reads it back with the deadline as an instant', async () => {
    assert.equal((await putRule(app, manager, season)).statusCode, 403);
    const bad = await putRule(app, commissioner, season, { ...TEST_RULE, timeZone: 'Mars/Olympus' });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /timeZone must be a time zone such as America\/New_York/);
    const badDate = await putRule(app, commissioner, season, { ...TEST_RULE, deadline: '2030-02-30T12:00' });
    assert.equal(badDate.statusCode, 400);
    assert.match(badDate.json().message, /deadline must be a date and time such as 2025-08-31T12:00/);
    const badPercent = await putRule(app, commissioner, season, { ...TEST_RULE, increasePercent: 12.5 });
    assert.equal(badPercent.statusCode, 400);

    const first = await putRule(app, commissioner, season, { ...TEST_RULE, auctionBudget: 150 });
    assert.equal(first.statusCode, 200, first.body);
    const saved = await putRule(app, commissioner, season);
    assert.equal(saved.statusCode, 200, saved.body);
    const rule = saved.json() as KeeperRule;
    assert.equal(rule.auctionBudget, 200);
    assert.equal(rule.deadlineAt, '2030-08-31T16:00:00.000Z');
    const read = await app.inject({ method: 'GET', url: `/api/keepers/${season}/rule`, headers: bearer(manager) });
    assert.deepEqual(read.json(), { rule });
    assert.ok((await auditCount(app, 'keeper_rule.create')) >= 1);
    assert.ok((await auditCount(app, 'keeper_rule.update')) >= 1);
  });

  it("refuses another team's player to a manager: 403, nothing changes", async () => {
    const response = await declare(app, manager, season, theirs);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), {
      message: `Theirs ${season} is not on your team: a manager declares keepers on his own team only`,
    });
    assert.equal((await readPlayers(app, [theirs]))[0]?.isKeeper, false);
  });

  it('refuses a player kept the most years, and a free agent', async () => {
    const veteranAnswer = await declare(app, manager, season, veteran);
    assert.equal(veteranAnswer.statusCode, 409);
    assert.deepEqual(veteranAnswer.json(), {
      message: `Veteran ${season} cannot be kept: kept 3 years already (the most is 3)`,
    });
    const freeAgentAnswer = await declare(app, commissioner, season, freeAgent);
    assert.equal(freeAgentAnswer.statusCode, 409);
    assert.deepEqual(freeAgentAnswer.json(), { message: `Free Agent ${season} cannot be kept: not on a fantasy team` });
    assert.deepEqual(
      (await readPlayers(app, [veteran, freeAgent])).map((row) => row.isKeeper),
      [false, false],
    );
  });

  it("refuses a season without a rule, and a player not in the season's book: 404", async () => {
    const response = await declare(app, manager, season + 1, mine[0]!);
    assert.equal(response.statusCode, 409); // that season has no rule yet
    const unknown = await declare(app, manager, season, 2_000_000_000);
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), { message: `Player 2000000000 is not in the ${season} book` });
  });

  it("declares up to the limit, shows the team's keepers, total cost and budget left, and refuses one more", async () => {
    const [a, b, c] = mine as [number, number, number];
    assert.equal((await declare(app, manager, season, a)).statusCode, 200);
    const second = await declare(app, manager, season, b);
    assert.equal(second.statusCode, 200, second.body);
    const summary = second.json() as KeeperSeason;
    const team = summary.teams.find((entry) => entry.teamId === league.teamIds[0]);
    // A: 20 + 2 buffer + 5 + 10% of 20 (2) = 29; B: 21 + 0 + 5 + ⌈2.1⌉ (3) = 29.
    assert.deepEqual(
      team?.keepers.map((keeper) => [keeper.name, keeper.cost]),
      [
        [`Keeper A ${season}`, 29],
        [`Keeper B ${season}`, 29],
      ],
    );
    assert.equal(team?.totalCost, 58);
    assert.equal(team?.budgetLeft, 200 - 58);
    assert.equal(summary.deadlinePassed, false);

    const third = await declare(app, manager, season, c);
    assert.equal(third.statusCode, 409);
    assert.deepEqual(third.json(), {
      message: `A team may keep at most 2 players: unmark one before adding Keeper C ${season}`,
    });
    assert.equal((await readPlayers(app, [c]))[0]?.isKeeper, false);
    assert.equal(await auditCount(app, 'player.keep', a), 1);
  });

  it('after the deadline refuses a manager but lets the commissioner change any team, audited', async () => {
    const [a, , c] = mine as [number, number, number];
    clock = AT_DEADLINE;
    const late = await declare(app, manager, season, a, false);
    assert.equal(late.statusCode, 409);
    assert.deepEqual(late.json(), {
      message:
        'The keeper deadline (2030-08-31 12:00 America/New_York) has passed: only the commissioner can change keepers now',
    });
    assert.equal((await readPlayers(app, [a]))[0]?.isKeeper, true);

    const summary = await app.inject({ method: 'GET', url: `/api/keepers/${season}`, headers: bearer(manager) });
    assert.equal((summary.json() as KeeperSeason).deadlinePassed, true);

    const released = await declare(app, commissioner, season, a, false);
    assert.equal(released.statusCode, 200, released.body);
    assert.equal(await auditCount(app, 'player.release', a), 1);
    const kept = await declare(app, commissioner, season, c);
    assert.equal(kept.statusCode, 200, kept.body);
    const theirsKept = await declare(app, commissioner, season, theirs);
    assert.equal(theirsKept.statusCode, 200, theirsKept.body);
    assert.deepEqual(
      (await readPlayers(app, [a, c, theirs])).map((row) => row.isKeeper),
      [false, true, true],
    );
    clock = BEFORE_DEADLINE;
  });

  it('lets a manager unmark his own keeper before the deadline; repeating it changes nothing', async () => {
    const c = mine[2]!;
    assert.equal((await declare(app, manager, season, c, false)).statusCode, 200);
    assert.equal((await declare(app, manager, season, c, false)).statusCode, 200);
    assert.equal(await auditCount(app, 'player.release', c), 1);
  });

  it('refuses a manager without a team', async () => {
    const teamless = await signInAsManager(app, null);
    const response = await declare(app, teamless, season, mine[0]!);
    assert.equal(response.statusCode, 403);
  });
});
