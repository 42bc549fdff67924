import { endpoints, urlOf } from 'shared-contracts';

/** The benchmark's own route: the access guard and nothing else. */
export const NOOP_PATH = '/api/bench/noop';

const standings = urlOf(endpoints.getStandings, { params: { season: 2024 } });
const week = urlOf(endpoints.getWeekMatchups, { params: { week: 17 }, query: { season: 2024 } });

/** What each run measures, in this order, on every database. */
export const BENCH_ROUTES = [
  { label: 'no-op (token + membership)', path: NOOP_PATH },
  { label: `GET ${standings}`, path: standings },
  { label: `GET ${week}`, path: week },
] as const;
