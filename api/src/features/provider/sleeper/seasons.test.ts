import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { NflState, SleeperLeague } from './parse/league';
import { isPlayoffWeek, lastRegularWeek, lastSeasonWeek, providerSeason, weekTiming } from './seasons';

const league = (overrides: Partial<SleeperLeague> = {}): SleeperLeague => ({
  leagueId: '1',
  name: 'League',
  season: 2025,
  status: 'in_season',
  totalRosters: 12,
  rosterPositions: [],
  previousLeagueId: null,
  draftId: null,
  waiverBudget: 100,
  draftRounds: null,
  playoffWeekStart: 15,
  playoffWeeks: 3,
  ...overrides,
});
const state = (overrides: Partial<NflState> = {}): NflState => ({
  season: 2025,
  seasonType: 'regular',
  week: 12,
  ...overrides,
});

describe("a Sleeper season's weeks against the NFL calendar", () => {
  it('ends the season the week before the playoffs, 17 without playoffs', () => {
    assert.equal(lastRegularWeek(league()), 14);
    assert.equal(lastRegularWeek(league({ playoffWeekStart: null })), 17);
    assert.equal(lastRegularWeek(league({ playoffWeekStart: 19 })), 18);
  });

  it('ends the season with the playoffs’ last week, never past 18; the playoffs are their weeks', () => {
    assert.equal(lastSeasonWeek(league()), 17);
    assert.equal(lastSeasonWeek(league({ playoffWeekStart: 14, playoffWeeks: 4 })), 17);
    assert.equal(lastSeasonWeek(league({ playoffWeekStart: 16, playoffWeeks: 6 })), 18);
    assert.equal(lastSeasonWeek(league({ playoffWeekStart: null, playoffWeeks: 0 })), 17);
    assert.deepEqual(
      [14, 15, 17].map((week) => isPlayoffWeek(league(), week)),
      [false, true, true],
    );
    assert.equal(isPlayoffWeek(league({ playoffWeekStart: null, playoffWeeks: 0 }), 17), false);
  });

  it('times weeks by the NFL state while the season runs', () => {
    assert.deepEqual(
      [11, 12, 13].map((week) => weekTiming(league(), state(), week)),
      ['over', 'current', 'ahead'],
    );
  });

  it('a complete league, an earlier season or the post-season is over; the pre-season and off-season ahead', () => {
    assert.equal(weekTiming(league({ status: 'complete' }), state(), 17), 'over');
    assert.equal(weekTiming(league({ season: 2024 }), state(), 17), 'over');
    assert.equal(weekTiming(league(), state({ seasonType: 'post', week: 19 }), 14), 'over');
    assert.equal(weekTiming(league(), state({ seasonType: 'pre', week: 0 }), 1), 'ahead');
    assert.equal(weekTiming(league(), state({ seasonType: 'off', week: 0 }), 1), 'ahead');
    assert.equal(weekTiming(league({ season: 2026 }), state(), 1), 'ahead');
  });

  it("answers a season's current and last week (the playoffs' last), and whether it is finished", () => {
    assert.deepEqual(providerSeason(league(), state()), {
      leagueKey: '1',
      name: 'League',
      season: 2025,
      currentWeek: 12,
      endWeek: 17,
      isFinished: false,
    });
    const done = providerSeason(league({ season: 2024, status: 'complete', playoffWeekStart: null }), state());
    assert.deepEqual([done.currentWeek, done.endWeek, done.isFinished], [17, 17, true]);
    assert.equal(providerSeason(league(), state({ seasonType: 'pre', week: 0 })).currentWeek, 1);
    assert.equal(providerSeason(league({ season: 2026 }), state()).currentWeek, null);
    assert.equal(providerSeason(league(), state({ seasonType: 'post', week: 18 })).currentWeek, 17);
  });
});
