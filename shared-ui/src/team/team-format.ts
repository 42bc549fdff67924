// How every screen writes a team's points (docs/screens/home.md §4.2), written once: Home,
// Teams and the Schedule show the same score the same way.

/** Points to 2 decimals: 1523.4 → '1523.40', 0 → '0.00'. */
export function formatPoints(points: number): string {
  return points.toFixed(2);
}
