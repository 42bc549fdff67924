/** The benchmark's own route: the access guard and nothing else. */
export const NOOP_PATH = '/api/bench/noop';

/** What each run measures, in this order, on every database. */
export const BENCH_ROUTES = [
  { label: 'no-op (token + membership)', path: NOOP_PATH },
  { label: 'GET /api/matchups/standings/2024', path: '/api/matchups/standings/2024' },
  { label: 'GET /api/matchups/week/17?season=2024', path: '/api/matchups/week/17?season=2024' },
] as const;
