import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import type { Trade } from 'shared-contracts';
import type { ImportBody, ImportJob, ImportPreview, SeasonImport } from 'shared-contracts/provider-setup';
import { faabBalances, leagues, players, teams, trades } from '../../../db/schema';
import { bearer, createTestUser, type TestUser } from '../../../testing/identities';
import { signIn } from '../../../testing/members';
import { STUB_SEASONS, StubSleeperProvider, stubTeamKey } from '../../../testing/stub-provider';
import { startYahooTestApp, type YahooTestApp } from '../../../testing/yahoo';

/**
 * The league's own record against a re-import (docs/leagues.md §5): a player or a team's FAAB
 * moves only where the provider's answer changed since the last import; where it changed and
 * taking it would undo a trade accepted in the app since, the preview names the move and the
 * league's stays unless the commissioner chose the provider's.
 */
describe('a re-import keeps what the league did in the app', () => {
  let setup: YahooTestApp;
  let commissioner: TestUser;
  let leagueId: number;
  const sleeper = new StubSleeperProvider();
  /** Our team id of each stub roster id (1–4), once imported. */
  const team = new Map<number, number>();
  const key = (rosterId: number) => stubTeamKey(2025, rosterId);
  /** Each stub team's FAAB spent so far (of a $100 budget), by roster id. */
  const spent = new Map([
    [1, 30],
    [2, 50],
    [3, 0],
    [4, 10],
  ]);
  const setSleeper = (rosters: Record<number, string[]>) => {
    for (const [rosterId, names] of Object.entries(rosters)) sleeper.rosterAdds.set(Number(rosterId), names);
    sleeper.extras.set(2025, {
      tradedPicks: [],
      keepers: [],
      faab: [...spent].map(([rosterId, used]) => ({ teamKey: key(rosterId), budget: 100, used })),
    });
  };
  const post = (url: string, payload: object) =>
    setup.app.inject({ method: 'POST', url, headers: bearer(commissioner), payload });
  const preview = async (body: Partial<ImportBody> = {}): Promise<SeasonImport> => {
    const response = await post('/api/provider/import/preview', { seasons: 1, ...body });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as ImportPreview).seasons[0]!;
  };
  const runImport = async (body: Partial<ImportBody> = {}): Promise<SeasonImport> => {
    const response = await post('/api/provider/import', { seasons: 1, ...body });
    assert.equal(response.statusCode, 200, response.body);
    const job = response.json() as ImportJob;
    assert.equal(job.status, 'done', job.message);
    return job.completed[0]!;
  };
  const playerId = async (name: string) =>
    (
      await setup.app.db
        .select({ id: players.id })
        .from(players)
        .where(and(eq(players.leagueId, leagueId), eq(players.year, 2025), eq(players.name, name)))
    )[0]!.id;
  /** Where each named player is now, as stub roster ids. */
  const rosterOf = async (...names: string[]) => {
    const rows = await setup.app.db
      .select({ name: players.name, teamId: players.teamId })
      .from(players)
      .where(and(eq(players.leagueId, leagueId), eq(players.year, 2025)));
    const rosterIdOf = new Map([...team].map(([rosterId, teamId]) => [teamId, rosterId]));
    return Object.fromEntries(
      names.map((name) => [name, rosterIdOf.get(rows.find((row) => row.name === name)!.teamId!) ?? null]),
    );
  };
  /** Each team's FAAB now, by stub roster id. */
  const faab = async () => {
    const rows = await setup.app.db
      .select()
      .from(faabBalances)
      .where(and(eq(faabBalances.leagueId, leagueId), eq(faabBalances.season, 2025)));
    return Object.fromEntries(
      [...team].map(([rosterId, teamId]) => [rosterId, rows.find((row) => row.teamId === teamId)?.balance]),
    );
  };
  /** A trade between two stub teams, proposed and accepted in the app by the commissioner. */
  const trade = async (from: number, to: number, player: string, dollars: number) => {
    const proposed = await post('/api/trades', {
      proposedByTeamId: team.get(from),
      proposedToTeamId: team.get(to),
      items: [
        { fromTeamId: team.get(from), toTeamId: team.get(to), itemType: 'player', itemId: await playerId(player) },
        { fromTeamId: team.get(from), toTeamId: team.get(to), itemType: 'faab', quantity: dollars },
      ],
    });
    assert.equal(proposed.statusCode, 201, proposed.body);
    const accepted = await setup.app.inject({
      method: 'PUT',
      url: `/api/trades/${(proposed.json() as Trade).id}`,
      headers: bearer(commissioner),
      payload: { action: 'accept' },
    });
    assert.equal(accepted.statusCode, 200, accepted.body);
    const [row] = await setup.app.db
      .select()
      .from(trades)
      .where(eq(trades.id, (accepted.json() as Trade).id));
    return { id: row!.id, acceptedAt: row!.respondedAt!.toISOString() };
  };

  before(async () => {
    commissioner = await createTestUser('reimport-commissioner');
    setup = await startYahooTestApp({
      league: { name: 'Reimport League', commissioners: [commissioner.email], season: 2026 },
      providers: { sleeper },
    });
    await signIn(setup.app, commissioner);
    const [league] = await setup.app.db.select().from(leagues).where(eq(leagues.isDemo, false));
    leagueId = league!.id;
    const follow = await setup.app.inject({
      method: 'PUT',
      url: '/api/provider',
      headers: bearer(commissioner),
      payload: { provider: 'sleeper', league: STUB_SEASONS[0]!.leagueKey },
    });
    assert.equal(follow.statusCode, 200, follow.body);
    setSleeper({ 1: ['Traded Star', 'Moving Man'], 2: ['Other Guy'], 3: [], 4: [] });
    await runImport();
    const rows = await setup.app.db.select().from(teams).where(eq(teams.leagueId, leagueId)).orderBy(asc(teams.id));
    for (const row of rows) team.set(Number(row.providerTeamKey!.split('.t.')[1]), row.id);
    assert.deepEqual(await rosterOf('Traded Star', 'Moving Man', 'Other Guy'), {
      'Traded Star': 1,
      'Moving Man': 1,
      'Other Guy': 2,
    });
    assert.deepEqual(await faab(), { 1: 70, 2: 50, 3: 100, 4: 90 });
  });
  after(() => setup.close());

  it("keeps a trade made in the app where the provider's answer is unchanged, and moves what the provider changed", async () => {
    await trade(1, 2, 'Traded Star', 20);
    assert.deepEqual(await faab(), { 1: 50, 2: 70, 3: 100, 4: 90 });
    // Sleeper moved another player meanwhile; the traded player and the FAAB it still has as before.
    setSleeper({ 1: ['Traded Star'], 3: ['Moving Man'] });
    const previewed = await preview();
    assert.deepEqual(
      previewed.playerChanges.map((change) => [change.name, change.from, change.to, change.applied]),
      [['Moving Man', 'Stub Team 1', 'Stub Team 3', true]],
    );
    assert.deepEqual(previewed.tradeUndos, []);
    const imported = await runImport();
    assert.deepEqual(imported.tradeUndos, []);
    assert.deepEqual(await rosterOf('Traded Star', 'Moving Man', 'Other Guy'), {
      'Traded Star': 2,
      'Moving Man': 3,
      'Other Guy': 2,
    });
    assert.deepEqual(await faab(), { 1: 50, 2: 70, 3: 100, 4: 90 });
  });

  it("names a move that would undo a trade made since the last import, and keeps the league's unless chosen", async () => {
    const accepted = await trade(2, 4, 'Other Guy', 10);
    assert.deepEqual(await faab(), { 1: 50, 2: 60, 3: 100, 4: 100 });
    // Sleeper changed both since the last import: the traded player is on team 3, team 2 spent $5 more.
    spent.set(2, 55);
    setSleeper({ 2: [], 3: ['Moving Man', 'Other Guy'] });
    const otherGuy = await playerId('Other Guy');
    const trade24 = { ...accepted, teams: ['Stub Team 2', 'Stub Team 4'] };
    const undos = (keepPlayer: string, keepFaab: string) => [
      {
        kind: 'player',
        id: otherGuy,
        name: 'Other Guy',
        from: 'Stub Team 4',
        to: 'Stub Team 3',
        trade: trade24,
        keep: keepPlayer,
      },
      { kind: 'faab', id: team.get(2), name: 'Stub Team 2', from: 60, to: 45, trade: trade24, keep: keepFaab },
    ];
    const previewed = await preview();
    assert.deepEqual(previewed.tradeUndos, undos('league', 'league'));
    assert.deepEqual(
      previewed.playerChanges.map((change) => [change.name, change.applied, change.undoesTrade]),
      [['Other Guy', false, true]],
    );
    // The preview wrote nothing; the chosen answers show in the preview as they will be applied.
    assert.deepEqual(await rosterOf('Other Guy'), { 'Other Guy': 4 });
    const chosen = await preview({ tradeUndos: [{ kind: 'player', id: otherGuy, keep: 'provider' }] });
    assert.deepEqual(chosen.tradeUndos, undos('provider', 'league'));
    assert.deepEqual(await rosterOf('Other Guy'), { 'Other Guy': 4 });

    const imported = await runImport({ tradeUndos: [{ kind: 'player', id: otherGuy, keep: 'provider' }] });
    assert.deepEqual(imported.tradeUndos, undos('provider', 'league'));
    assert.deepEqual(await rosterOf('Traded Star', 'Moving Man', 'Other Guy'), {
      'Traded Star': 2,
      'Moving Man': 3,
      'Other Guy': 3,
    });
    assert.deepEqual(await faab(), { 1: 50, 2: 60, 3: 100, 4: 100 });
  });

  it("takes the provider's FAAB where chosen, and by default keeps a traded player", async () => {
    await trade(3, 1, 'Moving Man', 25);
    assert.deepEqual(await faab(), { 1: 75, 2: 60, 3: 75, 4: 100 });
    spent.set(3, 40);
    setSleeper({ 3: ['Other Guy'], 4: ['Moving Man'] });
    const imported = await runImport({ tradeUndos: [{ kind: 'faab', id: team.get(3)!, keep: 'provider' }] });
    assert.deepEqual(
      imported.tradeUndos.map((undo) => [undo.kind, undo.name, undo.from, undo.to, undo.keep]),
      [
        ['player', 'Moving Man', 'Stub Team 1', 'Stub Team 4', 'league'],
        ['faab', 'Stub Team 3', 75, 60, 'provider'],
      ],
    );
    assert.deepEqual(await rosterOf('Moving Man'), { 'Moving Man': 1 });
    assert.deepEqual(await faab(), { 1: 75, 2: 60, 3: 60, 4: 100 });
    // Answered once: the provider's answer is recorded, and the same answer again moves nothing.
    const again = await preview();
    assert.deepEqual([again.tradeUndos, again.playerChanges], [[], []]);
  });

  it('names every team of a three-team trade that a move would undo', async () => {
    assert.deepEqual(await rosterOf('Moving Man'), { 'Moving Man': 1 });
    const proposed = await post('/api/trades', {
      proposedByTeamId: team.get(1),
      proposedToTeamId: team.get(2),
      otherTeamIds: [team.get(3)],
      items: [
        { fromTeamId: team.get(1), toTeamId: team.get(2), itemType: 'player', itemId: await playerId('Moving Man') },
        { fromTeamId: team.get(3), toTeamId: team.get(1), itemType: 'faab', quantity: 5 },
      ],
    });
    assert.equal(proposed.statusCode, 201, proposed.body);
    const id = (proposed.json() as Trade).id;
    for (const answering of [2, 3]) {
      const accepted = await setup.app.inject({
        method: 'PUT',
        url: `/api/trades/${id}`,
        headers: bearer(commissioner),
        payload: { action: 'accept', teamId: team.get(answering) },
      });
      assert.equal(accepted.statusCode, 200, accepted.body);
    }
    assert.deepEqual(await rosterOf('Moving Man'), { 'Moving Man': 2 });
    // Sleeper has him back on the proposer's team: the move would undo the trade of all three.
    setSleeper({ 1: ['Moving Man'], 2: ['Traded Star'], 3: ['Other Guy'] });
    const previewed = await preview();
    assert.deepEqual(
      previewed.tradeUndos
        .filter((undo) => undo.kind === 'player')
        .map((undo) => [undo.name, undo.from, undo.to, undo.trade.id, undo.trade.teams]),
      [['Moving Man', 'Stub Team 2', 'Stub Team 1', id, ['Stub Team 1', 'Stub Team 2', 'Stub Team 3']]],
    );
  });

  it('refuses a choice it cannot read, writing nothing', async () => {
    const before = [await rosterOf('Traded Star', 'Moving Man', 'Other Guy'), await faab()];
    for (const [tradeUndos, message] of [
      [[{ kind: 'pick', id: 1, keep: 'provider' }], /kind must be 'player' or 'faab'/],
      [[{ kind: 'player', id: 1, keep: 'both' }], /keep must be 'provider' or 'league'/],
      [
        [
          { kind: 'faab', id: 2, keep: 'provider' },
          { kind: 'faab', id: 2, keep: 'league' },
        ],
        /a move may be chosen once/,
      ],
    ] as const) {
      const response = await post('/api/provider/import', { seasons: 1, tradeUndos });
      assert.equal(response.statusCode, 400, response.body);
      assert.match(response.json().message, message);
    }
    assert.deepEqual([await rosterOf('Traded Star', 'Moving Man', 'Other Guy'), await faab()], before);
  });
});
