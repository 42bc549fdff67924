// The API rows of `pnpm bench` against issue #19's targets: on PostgreSQL at 50 connections
// the no-op member route ≥ 3,000 req/s, standings and week ≥ half of that, every p99 ≤ 25 ms;
// on PGlite the no-op route ≥ 1,000 req/s.
import type { TargetRow } from '../table';
import type { ApiBenchRow } from './api-bench';
import { BENCH_ROUTES } from './routes';

const [NOOP, STANDINGS, WEEK] = BENCH_ROUTES.map((route) => route.label);
const LOAD = 50;

export function apiTargets(rows: ApiBenchRow[]): TargetRow[] {
  const find = (database: ApiBenchRow['database'], route: string | undefined) =>
    rows.find((row) => row.database === database && row.route === route && row.connections === LOAD);
  const targets: TargetRow[] = [];
  const throughput = (row: ApiBenchRow | undefined, least: number, name: string) => {
    if (!row) return;
    const errors = row.failures > 0 ? `, ${row.failures} errors` : '';
    targets.push({
      measure: `API ${row.database}, ${name}, ${LOAD} conns`,
      figure: `${row.requestsPerSecond.toFixed(0)} req/s, p99 ${row.p99.toFixed(0)} ms${errors}`,
      target: row.database === 'PostgreSQL' ? `≥ ${least.toLocaleString('en')} req/s, p99 ≤ 25 ms` : `≥ ${least.toLocaleString('en')} req/s`,
      met: row.failures === 0 && row.requestsPerSecond >= least && (row.database !== 'PostgreSQL' || row.p99 <= 25),
    });
  };
  throughput(find('PostgreSQL', NOOP), 3000, 'no-op');
  throughput(find('PostgreSQL', STANDINGS), 1500, 'standings');
  throughput(find('PostgreSQL', WEEK), 1500, 'week');
  throughput(find('PGlite', NOOP), 1000, 'no-op');
  return targets;
}
