import type { FakeLeague, FakePlayer } from './league-data';

/** Yahoo's NFL stat ids the fake reports. */
export const STAT = {
  passYards: 4,
  passTouchdowns: 5,
  interceptions: 6,
  rushAttempts: 8,
  rushYards: 9,
  rushTouchdowns: 10,
  receptions: 11,
  receivingYards: 12,
  receivingTouchdowns: 13,
  fumblesLost: 18,
  fieldGoals: 21,
  extraPoints: 29,
  pointsAllowed: 31,
  sacks: 32,
  defenseInterceptions: 33,
  defenseTouchdowns: 35,
  targets: 78,
} as const;

export type WeekStats = { stats: Array<{ statId: number; value: number }>; points: number };

/** A small seeded generator: the same player, season and week always give the same line. */
function generator(seed: number): (low: number, high: number) => number {
  let state = seed >>> 0;
  return (low, high) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return low + Math.floor(unit * (high - low + 1));
  };
}

/**
 * Stat corrections, as Yahoo makes them after a week: a player's line for one season and week
 * gains `add` of a stat. The one here brings a 2024 game level (Desert Scorpions' running
 * back gains 12 rushing yards in week 11), so the demo's standings show a tie.
 */
const CORRECTIONS: ReadonlyArray<{ season: number; week: number; playerId: number; statId: number; add: number }> = [
  { season: 2024, week: 11, playerId: 30095, statId: STAT.rushYards, add: 12 },
];

/** Whether a week's games have begun: a week after the current one has no stats yet. */
export function weekStarted(league: FakeLeague, week: number): boolean {
  return league.isFinished || week <= league.currentWeek;
}

/**
 * The player's stat line and fantasy points for a week (half-PPR scoring). A player on IR
 * did not play, and no one has played a week not started yet: all zeros, so a roster's
 * starters always add up to the team's points on the scoreboard.
 */
export function weekStats(league: FakeLeague, player: FakePlayer, week: number): WeekStats {
  const roll = generator(player.id * 1000 + week * 17 + league.season);
  const played = player.injury?.status !== 'IR' && weekStarted(league, week);
  const line: Record<number, number> = {};
  const set = (statId: number, value: number) => {
    line[statId] = played ? value : 0;
  };
  switch (player.position) {
    case 'QB':
      set(STAT.passYards, roll(140, 360));
      set(STAT.passTouchdowns, roll(0, 4));
      set(STAT.interceptions, roll(0, 2));
      set(STAT.rushAttempts, roll(0, 8));
      set(STAT.rushYards, roll(-2, 45));
      set(STAT.rushTouchdowns, roll(0, 5) === 5 ? 1 : 0);
      set(STAT.fumblesLost, roll(0, 6) === 6 ? 1 : 0);
      break;
    case 'RB':
      set(STAT.rushAttempts, roll(6, 24));
      set(STAT.rushYards, roll(10, 130));
      set(STAT.rushTouchdowns, roll(0, 2));
      set(STAT.targets, roll(1, 7));
      set(STAT.receptions, Math.min(line[STAT.targets] ?? 0, roll(0, 6)));
      set(STAT.receivingYards, roll(0, 60));
      set(STAT.receivingTouchdowns, roll(0, 8) === 8 ? 1 : 0);
      set(STAT.fumblesLost, roll(0, 9) === 9 ? 1 : 0);
      break;
    case 'WR':
    case 'TE':
      set(STAT.targets, roll(2, 12));
      set(STAT.receptions, Math.min(line[STAT.targets] ?? 0, roll(1, 9)));
      set(STAT.receivingYards, roll(8, 150));
      set(STAT.receivingTouchdowns, roll(0, 2));
      set(STAT.fumblesLost, roll(0, 12) === 12 ? 1 : 0);
      break;
    case 'K':
      set(STAT.fieldGoals, roll(0, 4));
      set(STAT.extraPoints, roll(0, 5));
      break;
    case 'DEF':
      set(STAT.pointsAllowed, roll(6, 38));
      set(STAT.sacks, roll(0, 6));
      set(STAT.defenseInterceptions, roll(0, 3));
      set(STAT.defenseTouchdowns, roll(0, 6) === 6 ? 1 : 0);
      break;
  }
  for (const correction of CORRECTIONS) {
    const applies =
      correction.season === league.season && correction.week === week && correction.playerId === player.id;
    if (applies && played) line[correction.statId] = (line[correction.statId] ?? 0) + correction.add;
  }
  const stats = Object.entries(line).map(([statId, value]) => ({ statId: Number(statId), value }));
  return { stats, points: played ? scoring(line) : 0 };
}

function scoring(line: Record<number, number>): number {
  const get = (statId: number) => line[statId] ?? 0;
  let points =
    get(STAT.passYards) * 0.04 +
    get(STAT.passTouchdowns) * 4 -
    get(STAT.interceptions) +
    get(STAT.rushYards) * 0.1 +
    get(STAT.rushTouchdowns) * 6 +
    get(STAT.receptions) * 0.5 +
    get(STAT.receivingYards) * 0.1 +
    get(STAT.receivingTouchdowns) * 6 -
    get(STAT.fumblesLost) * 2 +
    get(STAT.fieldGoals) * 3 +
    get(STAT.extraPoints) +
    get(STAT.sacks) +
    get(STAT.defenseInterceptions) * 2 +
    get(STAT.defenseTouchdowns) * 6;
  if (STAT.pointsAllowed in line) {
    const allowed = get(STAT.pointsAllowed);
    points += allowed < 7 ? 10 : allowed < 14 ? 7 : allowed < 21 ? 4 : allowed < 28 ? 1 : allowed < 35 ? -1 : -4;
  }
  return Math.round(points * 100) / 100;
}
