// GET /api/keepers/{season}/board on both engines: each declared keeper on the next draft's
// pick his round asks, two keepers claiming one pick, a team lacking the pick because it was
// traded (under each of the league's rules), and the rule's round settings checked and kept.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/app';
import {
  auditCount,
  type FixtureLeague,
  fixtureLeague,
  freshYear,
  insertPickFixtures,
  insertPlayerFixtures,
} from '../../testing/fixtures';
import { bearer, type TestUser } from '../../testing/identities';
import { signIn, signInAsManager } from '../../testing/members';
import { declare, putRule, TEST_RULE } from '../../testing/keepers';
import { type KeeperBoard, type KeeperRule } from 'shared-contracts/keepers';

describe('the keepers on the draft board', () => {
  let app: FastifyInstance;
  let league: FixtureLeague;
  let commissioner: TestUser;
  let manager: TestUser;
  const season = freshYear();
  const draftYear = season + 1;
  let mine: TeamRows;
  let theirs: TeamRows;
  type TeamRows = { id: number; name: string }[];
  /** The draft year's picks by `round:originalTeam`. */
  const pickIds = new Map<string, number>();

  const board = async (user: TestUser = manager) => {
    const response = await app.inject({ method: 'GET', url: `/api/keepers/${season}/board`, headers: bearer(user) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as KeeperBoard;
  };
  const placed = (answer: KeeperBoard) =>
    Object.fromEntries(answer.keepers.map((keeper) => [keeper.name, [keeper.round, keeper.pick?.id ?? null]]));

  before(async () => {
    app = await createTestApp();
    league = await fixtureLeague(app);
    commissioner = await signIn(app);
    const [myTeam, otherTeam] = league.teamIds as [number, number];
    manager = await signInAsManager(app, myTeam);
    const rows = await insertPlayerFixtures(app, league, [
      // Drafted in round 4, never kept: round 3 under "1 round earlier a year".
      { year: season, name: `Fourth Rounder ${season}`, teamId: myTeam, auctionPrice: 20, draftRound: 4 },
      // Drafted in round 5, kept once already: round 3 too.
      {
        year: season,
        name: `Late Veteran ${season}`,
        teamId: myTeam,
        auctionPrice: 5,
        currentYearValue: 8,
        yearsKept: 1,
        draftRound: 5,
      },
      // Drafted in round 3: round 2, whose pick his team traded away.
      { year: season, name: `Third Rounder ${season}`, teamId: otherTeam, auctionPrice: 30, draftRound: 3 },
    ]);
    mine = rows.slice(0, 2).map(({ id, name }) => ({ id, name }));
    theirs = rows.slice(2).map(({ id, name }) => ({ id, name }));
    const picks = await insertPickFixtures(
      app,
      league,
      [1, 2, 3, 4, 5].flatMap((round) =>
        [myTeam, otherTeam].map((team, index) => ({
          year: draftYear,
          round,
          position: index + 1,
          originalTeamId: team,
          // The other team's round 2 pick was traded to my team.
          currentTeamId: round === 2 && team === otherTeam ? myTeam : team,
        })),
      ),
    );
    for (const pick of picks) pickIds.set(`${pick.round}:${pick.originalTeamId}`, pick.id);
  });
  after(() => app.close());

  it('answers no keepers while the season has no rule', async () => {
    assert.deepEqual(await board(), {
      season,
      draftYear,
      keepers: [],
      conflicts: [],
    });
  });

  it("checks the rule's round settings, defaults them, keeps them when a save leaves them out, and audits them", async () => {
    const saved = await putRule(app, commissioner, season, { ...TEST_RULE, maxKeepersPerTeam: 5 });
    assert.equal(saved.statusCode, 200, saved.body);
    const rule = saved.json() as KeeperRule;
    assert.deepEqual(
      [rule.keeperRound, rule.tradedKeeperPick],
      [{ kind: 'drafted-round', minusPerYear: 0 }, 'conflict'],
    );

    const badKind = await putRule(app, commissioner, season, { ...TEST_RULE, keeperRound: { kind: 'by-vibes' } });
    assert.equal(badKind.statusCode, 400);
    const badMinus = await putRule(app, commissioner, season, {
      ...TEST_RULE,
      keeperRound: { kind: 'drafted-round', minusPerYear: 6 },
    });
    assert.equal(badMinus.statusCode, 400);
    assert.match(badMinus.json().message, /minusPerYear must be a whole number from 0 to 5/);
    const badTraded = await putRule(app, commissioner, season, { ...TEST_RULE, tradedKeeperPick: 'forfeit' });
    assert.equal(badTraded.statusCode, 400);
    assert.match(badTraded.json().message, /tradedKeeperPick must be one of next-owned, conflict/);

    const updates = await auditCount(app, 'keeper_rule.update');
    const set = await putRule(app, commissioner, season, {
      ...TEST_RULE,
      maxKeepersPerTeam: 5,
      keeperRound: { kind: 'drafted-round', minusPerYear: 1 },
    });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(await auditCount(app, 'keeper_rule.update'), updates + 1);
    // A save from a form that knows nothing of the round settings leaves them as they are.
    const kept = await putRule(app, commissioner, season, { ...TEST_RULE, maxKeepersPerTeam: 5 });
    assert.deepEqual((kept.json() as KeeperRule).keeperRound, { kind: 'drafted-round', minusPerYear: 1 });
  });

  it('puts each keeper on his round; two keepers on one pick and a traded-away pick are conflicts', async () => {
    for (const player of [...mine, ...theirs]) {
      const response = await declare(app, commissioner, season, player.id);
      assert.equal(response.statusCode, 200, response.body);
    }
    const answer = await board();
    assert.deepEqual(placed(answer), {
      [`Fourth Rounder ${season}`]: [3, pickIds.get(`3:${league.teamIds[0]}`)],
      [`Late Veteran ${season}`]: [3, pickIds.get(`3:${league.teamIds[0]}`)],
      [`Third Rounder ${season}`]: [2, null],
    });
    assert.deepEqual(
      answer.conflicts.map(({ kind, players, pickId }) => ({ kind, players, pickId })),
      [
        { kind: 'missing-pick', players: [`Third Rounder ${season}`], pickId: null },
        {
          kind: 'shared-pick',
          players: [`Fourth Rounder ${season}`, `Late Veteran ${season}`],
          pickId: pickIds.get(`3:${league.teamIds[0]}`),
        },
      ],
    );
    assert.match(
      answer.conflicts[0]!.message,
      new RegExp(`^Third Rounder ${season} has no pick: .* traded its ${draftYear} round 2 pick away`),
    );
    assert.match(answer.conflicts[1]!.message, /both claim one pick: /);
  });

  it("under next-owned a keeper whose pick was traded takes his team's next pick", async () => {
    const set = await putRule(app, commissioner, season, {
      ...TEST_RULE,
      maxKeepersPerTeam: 5,
      tradedKeeperPick: 'next-owned',
    });
    assert.equal(set.statusCode, 200, set.body);
    const answer = await board();
    assert.deepEqual(placed(answer)[`Third Rounder ${season}`], [2, pickIds.get(`3:${league.teamIds[1]}`)]);
    assert.deepEqual(
      answer.conflicts.map((conflict) => conflict.kind),
      ['shared-pick'],
    );
  });

  it('from the cost: one round earlier for each whole step of dollars', async () => {
    const set = await putRule(app, commissioner, season, {
      ...TEST_RULE,
      maxKeepersPerTeam: 5,
      keeperRound: { kind: 'from-cost', dollarsPerRound: 10 },
    });
    assert.equal(set.statusCode, 200, set.body);
    const answer = await board(commissioner);
    // Costs to keep (+$5, +10%): 20 → 27 (round 3), kept value 8 → 14 (round 4), 30 → 38 (round 2).
    assert.deepEqual(
      answer.keepers.map((keeper) => [keeper.name, keeper.round]),
      [
        [`Fourth Rounder ${season}`, 3],
        [`Late Veteran ${season}`, 4],
        [`Third Rounder ${season}`, 2],
      ],
    );
    assert.deepEqual(answer.conflicts, []);
  });

  it('refuses a caller who is not a member', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/keepers/${season}/board` });
    assert.equal(response.statusCode, 401);
  });
});
