import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gamesBack, streaksOf, type FinishedGame } from './standings-extras';

const game = (homeTeamId: number, awayTeamId: number, homeScore: number, awayScore: number): FinishedGame => ({
  homeTeamId,
  awayTeamId,
  homeScore,
  awayScore,
});

describe('standings extras', () => {
  it('counts a streak from the latest game back until the result changes; a tie breaks it and starts its own', () => {
    // Latest first: week 4, 3, 2, 1.
    const streaks = streaksOf([
      game(1, 2, 100, 90), // 1 W, 2 L
      game(1, 3, 80, 80), // 1 T, 3 T
      game(2, 1, 70, 60), // 2 W, 1 L
      game(1, 3, 99, 98), // 1 W, 3 L
      game(2, 3, 50, 40), // 2 W, 3 L
    ]);
    assert.equal(streaks.get(1), 'W1', 'the tie before the win ends the run at one');
    assert.equal(streaks.get(2), 'L1');
    assert.equal(streaks.get(3), 'T1');
    assert.equal(streaks.has(4), false, 'a team without a game has no streak');
    assert.deepEqual(
      streaksOf([game(5, 6, 1, 0), game(6, 5, 3, 1), game(5, 6, 2, 1)]),
      new Map([
        [5, 'W1'],
        [6, 'L1'],
      ]),
    );
    assert.equal(streaksOf([game(5, 6, 1, 0), game(7, 5, 3, 4), game(5, 6, 2, 1)]).get(5), 'W3');
    assert.equal(streaksOf([game(5, 6, 1, 1), game(5, 6, 2, 2)]).get(6), 'T2');
  });

  it('puts a team games back by half the wins and half the losses between it and the leader', () => {
    assert.equal(gamesBack({ wins: 8, losses: 2 }, { wins: 8, losses: 2 }), 0);
    assert.equal(gamesBack({ wins: 8, losses: 2 }, { wins: 6, losses: 4 }), 2);
    // A tie is half a game: 1-0 leads 0-0-1 by half a game, 0-1 by a whole one.
    assert.equal(gamesBack({ wins: 1, losses: 0 }, { wins: 0, losses: 0 }), 0.5);
    assert.equal(gamesBack({ wins: 1, losses: 0 }, { wins: 0, losses: 1 }), 1);
    // A leader on win percentage with fewer games played stands behind on games: negative.
    assert.equal(gamesBack({ wins: 2, losses: 0 }, { wins: 5, losses: 1 }), -1);
  });
});
