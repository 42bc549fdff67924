/**
 * A balanced round robin, as pure functions: who meets whom each week (the circle method:
 * one team stays put, the others turn one place a week, so every pair meets once in n - 1
 * weeks and the cycle repeats after that), then who is at home (an Euler orientation: every
 * team's home and away games differ by at most one, whatever the number of weeks).
 */

export type GeneratedGame = { week: number; position: number; homeTeamId: number; awayTeamId: number };

/** The week's pairs for `teamIds` (an even number of them), weeks 1..weeks. */
export function roundRobinPairs(
  teamIds: number[],
  weeks: number,
): Array<{ week: number; pairs: Array<[number, number]> }> {
  const count = teamIds.length;
  if (count < 2 || count % 2 === 1) throw new Error(`a round robin needs an even number of teams, not ${count}`);
  const [fixed, ...rotating] = teamIds as [number, ...number[]];
  return Array.from({ length: weeks }, (_value, index) => {
    const turn = index % (count - 1);
    const order = [fixed, ...rotating.slice(turn), ...rotating.slice(0, turn)];
    const pairs = Array.from({ length: count / 2 }, (_pair, slot): [number, number] => [
      order[slot]!,
      order[count - 1 - slot]!,
    ]);
    return { week: index + 1, pairs };
  });
}

/**
 * Orients every game so that each team hosts half its games, give or take one: teams with
 * an odd number of games are joined to a stand-in team, every team then has an even number,
 * and walking an Euler circuit through each connected part enters each team as often as it
 * leaves it. Home is where the walk leaves from.
 */
export function balanceHomeAndAway(games: Array<[number, number]>): Array<[number, number]> {
  const STAND_IN = Number.NaN;
  const edges: Array<[number, number]> = games.map(([a, b]) => [a, b]);
  const degree = new Map<number, number>();
  for (const [a, b] of edges) {
    degree.set(a, (degree.get(a) ?? 0) + 1);
    degree.set(b, (degree.get(b) ?? 0) + 1);
  }
  for (const [team, count] of degree) if (count % 2 === 1) edges.push([team, STAND_IN]);
  const key = (team: number) => (Number.isNaN(team) ? 'stand-in' : String(team));
  const incident = new Map<string, number[]>();
  edges.forEach(([a, b], index) => {
    for (const team of [a, b]) incident.set(key(team), [...(incident.get(key(team)) ?? []), index]);
  });
  const used = new Array<boolean>(edges.length).fill(false);
  const oriented = new Array<[number, number]>(edges.length);
  for (const start of edges.keys()) {
    if (used[start]) continue;
    // Hierholzer's walk from one end of an unused edge; each step orients the edge it takes.
    const stack: number[] = [edges[start]![0]];
    while (stack.length > 0) {
      const here = stack[stack.length - 1]!;
      const next = (incident.get(key(here)) ?? []).find((index) => !used[index]);
      if (next === undefined) {
        stack.pop();
        continue;
      }
      used[next] = true;
      const [a, b] = edges[next]!;
      const there = key(a) === key(here) ? b : a;
      oriented[next] = [here, there];
      stack.push(there);
    }
  }
  return oriented.slice(0, games.length);
}

/** The whole schedule: each team once a week, home and away balanced. */
export function roundRobinSchedule(teamIds: number[], weeks: number): GeneratedGame[] {
  const weeksOfPairs = roundRobinPairs(teamIds, weeks);
  const flat = weeksOfPairs.flatMap(({ pairs }) => pairs);
  const oriented = balanceHomeAndAway(flat);
  let index = 0;
  return weeksOfPairs.flatMap(({ week, pairs }) =>
    pairs.map((_pair, slot) => {
      const [homeTeamId, awayTeamId] = oriented[index++]!;
      return { week, position: slot + 1, homeTeamId, awayTeamId };
    }),
  );
}
