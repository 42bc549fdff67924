// The draft lottery's draw against its exact odds: LOTTERY_DRAWS (1,000,000) draws, each from
// its own seed (the documented seed function of a fixed secret and one entry, the draw's
// number), counted by team and pick, then compared with the odds table's exact chances. It
// prints, for each team, the observed and the exact chance of each pick, every cell's
// z-score, a chi-square per pick, and the draws per second. Exit 1 when a cell lies beyond
// LOTTERY_MAX_Z (4.5) standard deviations: far past chance for this many cells.
import { performance } from 'node:perf_hooks';
import { type LotteryTeam } from 'shared-contracts/lottery';
import { lotteryOdds } from 'shared-contracts/lottery-odds';
import { drawLotteryOrder, lotterySeed } from 'shared-contracts/lottery-drawing';

const draws = Number(process.env.LOTTERY_DRAWS ?? 1_000_000);
const maxZ = Number(process.env.LOTTERY_MAX_Z ?? 4.5);
/** Balls per team (team ids 1..n): a twelve-team league's spread by default. */
const balls = (process.env.LOTTERY_BALLS ?? '25,20,16,13,10,8,6,4,3,2,2,1').split(',').map(Number);
const teams: LotteryTeam[] = balls.map((count, index) => ({ teamId: index + 1, balls: count }));
const n = teams.length;
const secret = 'b3'.repeat(32);

console.log(`Draft lottery: ${draws.toLocaleString('en-US')} seeded draws of ${n} teams (balls ${balls.join(', ')})`);
const exact = lotteryOdds(teams);
const counts = teams.map(() => new Array<number>(n).fill(0));
const begun = performance.now();
for (let draw = 0; draw < draws; draw += 1) {
  const order = drawLotteryOrder(lotterySeed(secret, [String(draw)]), teams);
  order.forEach((teamId, pick) => {
    const row = counts[teamId - 1] as number[];
    row[pick] = (row[pick] as number) + 1;
  });
}
const seconds = (performance.now() - begun) / 1000;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`.padStart(7);
let worst = { z: 0, team: 0, pick: 0 };
console.log(`\nchance of each pick, observed over exact; |z| = |observed - expected| / σ, the row's largest`);
console.log(
  `${''.padEnd(20)}${Array.from({ length: n }, (_, pick) => `pick ${pick + 1}`.padStart(8)).join('')}    max |z|`,
);
for (const [team, row] of counts.entries()) {
  const chances = exact[team] as number[];
  let rowWorst = 0;
  row.forEach((count, pick) => {
    const p = chances[pick] as number;
    const sigma = Math.sqrt(draws * p * (1 - p));
    const z = sigma === 0 ? 0 : (count - draws * p) / sigma;
    rowWorst = Math.max(rowWorst, Math.abs(z));
    if (Math.abs(z) > Math.abs(worst.z)) worst = { z, team: team + 1, pick: pick + 1 };
  });
  const label = `team ${team + 1} (${balls[team]} ${balls[team] === 1 ? 'ball' : 'balls'})`;
  console.log(
    `${label.padEnd(20)}${row.map((count) => ` ${percent(count / draws)}`).join('')}    ${rowWorst.toFixed(2)}`,
  );
  console.log(`${'  exact'.padEnd(20)}${chances.map((p) => ` ${percent(p)}`).join('')}`);
}

// Chi-square of each pick's column against the exact chances (n - 1 degrees of freedom), with
// the Wilson–Hilferty normal approximation for its upper tail.
console.log(
  `\nchi-square per pick (${n - 1} degrees of freedom; 95% of honest draws stay under ${chiSquareQuantile(n - 1, 1.6449).toFixed(1)})`,
);
const chi = Array.from({ length: n }, (_, pick) =>
  counts.reduce((sum, row, team) => {
    const expected = draws * ((exact[team] as number[])[pick] as number);
    return expected === 0 ? sum : sum + ((row[pick] as number) - expected) ** 2 / expected;
  }, 0),
);
console.log(chi.map((value, pick) => `pick ${pick + 1}: ${value.toFixed(1)}`).join(', '));

console.log(
  `\nlargest |z|: ${Math.abs(worst.z).toFixed(2)} (team ${worst.team}, pick ${worst.pick}); tolerance ${maxZ}`,
);
console.log(
  `${draws.toLocaleString('en-US')} draws (seed + order) in ${seconds.toFixed(1)} s: ${Math.round(draws / seconds).toLocaleString('en-US')} draws/s`,
);
if (Math.abs(worst.z) > maxZ) {
  console.log('OUTSIDE TOLERANCE: the draws do not follow the exact odds');
  process.exitCode = 1;
} else {
  console.log('within tolerance: the draws follow the exact odds');
}

/** The chi-square value with `df` degrees of freedom whose upper tail is that of the normal quantile `z`. */
function chiSquareQuantile(df: number, z: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}
