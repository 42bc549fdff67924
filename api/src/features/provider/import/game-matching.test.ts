import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { planGames, type LeagueGame, type ProviderGame } from './game-matching';

const league = (
  id: number,
  week: number,
  home: number,
  away: number,
  scores: [number | null, number | null] = [null, null],
): LeagueGame => ({
  id,
  week,
  homeTeamId: home,
  awayTeamId: away,
  homeScore: scores[0],
  awayScore: scores[1],
  isCompleted: scores[0] !== null,
  isPlayoff: false,
});
const provided = (
  week: number,
  home: number,
  away: number,
  scores: [number | null, number | null] = [null, null],
): ProviderGame => ({
  week,
  homeTeamId: home,
  awayTeamId: away,
  homeScore: scores[0],
  awayScore: scores[1],
  isCompleted: scores[0] !== null,
  isPlayoff: false,
});

describe('planGames', () => {
  it('matches the same two teams in the same week, home or away either way, and brings only the scores', () => {
    const plan = planGames(
      [league(1, 1, 1, 2), league(2, 1, 3, 4, [80, 70])],
      [provided(1, 2, 1, [90.5, 88]), provided(1, 3, 4, [80, 70])],
      null,
    );
    // The league's home team (1) gets its own score (88), not the provider's home score.
    assert.deepEqual(plan.updates, [
      { game: league(1, 1, 1, 2), scores: { homeScore: 88, awayScore: 90.5, isCompleted: true, isPlayoff: false } },
    ]);
    assert.equal(plan.unchanged, 1);
    assert.deepEqual([plan.creates, plan.removals, plan.conflicts], [[], [], null]);
  });

  it('adds a provider game whose teams play no one else that week', () => {
    const plan = planGames([league(1, 1, 1, 2)], [provided(1, 1, 2), provided(1, 3, 4), provided(2, 1, 3)], null);
    assert.deepEqual(plan.creates, [provided(1, 3, 4), provided(2, 1, 3)]);
    assert.equal(plan.conflicts, null);
  });

  it('reports a clash (a team would play twice) and, without a choice, adds nothing of it and removes nothing', () => {
    const mine = [league(1, 1, 1, 2), league(2, 1, 3, 4), league(3, 2, 1, 3), league(4, 2, 2, 4)];
    const theirs = [
      provided(1, 1, 3, [1, 2]),
      provided(1, 2, 4, [3, 4]),
      provided(2, 1, 3, [5, 6]),
      provided(2, 2, 4, [7, 8]),
    ];
    const plan = planGames(mine, theirs, null);
    assert.deepEqual(plan.conflicts, { weeks: [1], providerGames: 2, leagueGames: 2 });
    assert.deepEqual([plan.creates, plan.removals], [[], []]);
    // Week 2 matches: its scores still come in.
    assert.equal(plan.updates.length, 2);
  });

  it("with the provider's choice, its games replace the league's in the clashing weeks only", () => {
    const mine = [league(1, 1, 1, 2), league(2, 1, 3, 4), league(3, 2, 1, 2), league(4, 2, 3, 4)];
    const theirs = [provided(1, 1, 3, [1, 2]), provided(1, 2, 4, [3, 4]), provided(2, 2, 1, [5, 6])];
    const plan = planGames(mine, theirs, 'provider');
    assert.deepEqual(plan.creates, [provided(1, 1, 3, [1, 2]), provided(1, 2, 4, [3, 4])]);
    assert.deepEqual(
      plan.removals.map((game) => game.id),
      [1, 2],
    );
    // Week 2 has no clash: the league's 3 v 4 stays beside the matched 1 v 2.
    assert.deepEqual(
      plan.updates.map((update) => update.game.id),
      [3],
    );
  });

  it("with the league's choice, its games stay and the clashing provider games stay out", () => {
    const mine = [league(1, 1, 1, 2)];
    const theirs = [provided(1, 1, 3), provided(1, 5, 6)];
    const plan = planGames(mine, theirs, 'league');
    assert.deepEqual(plan.conflicts, { weeks: [1], providerGames: 1, leagueGames: 1 });
    assert.deepEqual(plan.creates, [provided(1, 5, 6)]);
    assert.deepEqual(plan.removals, []);
  });

  it('planned again over its own result, changes nothing', () => {
    const theirs = [provided(1, 1, 3, [1, 2]), provided(1, 2, 4, [3, 4])];
    const plan = planGames([league(1, 1, 1, 2), league(2, 1, 3, 4)], theirs, 'provider');
    const after = plan.creates.map((game, index) => ({ ...game, id: 10 + index }));
    const again = planGames(after, theirs, null);
    assert.deepEqual(
      [again.creates, again.removals, again.updates, again.unchanged, again.conflicts],
      [[], [], [], 2, null],
    );
  });
});
