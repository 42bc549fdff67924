import { endpoints, urlOf, type SyncUserBody, type WeekMatchupsResponse } from 'shared-contracts';

/** The benchmark's own route: the access guard and nothing else. */
export const NOOP_PATH = '/api/bench/noop';

const standings = urlOf(endpoints.getStandings, { params: { season: 2024 } });
const week = urlOf(endpoints.getWeekMatchups, { params: { week: 17 }, query: { season: 2024 } });
/** Home's Recent activity: the latest ten of the league's activity (mf-dashboard's RECENT_ACTIVITY_COUNT). */
const activity = urlOf(endpoints.listActivity, { query: { limit: 10 } });

export type BenchRoute = {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  /** The request's JSON body, made for the signed-in bench user. */
  body?: (user: SyncUserBody) => object;
  /**
   * Sent without the X-League-Id header: the API then finds the caller's last used league.
   * Every other route carries the header, as the web app's calls do (docs/leagues.md).
   */
  withoutLeagueHeader?: true;
  /**
   * For a path that names a row (`:id`): the path to measure, found once the API runs, with
   * `get` reading another path of the API as the bench user.
   */
  resolve?: (get: (path: string) => Promise<unknown>) => Promise<string>;
};

/**
 * What each run measures, in this order, on every database: the floor (the access guard
 * alone), then every call the shell and Home make on a signed-in member's first load
 * (docs/screens/shell.md, docs/screens/home.md): the league (shared-auth's sign-in, after
 * the account sync, measured last), the pending trades beside the Trades link (the shell, for a member with a team),
 * and Home's standings, week (called twice, for the week shown and the next; one route) and
 * Recent activity; then the game a member opens from Home (GET /api/matchups/{id}: its first
 * game of the week). The last two are read beside standings (docs/benchmarks.md §3).
 */
export const BENCH_ROUTES: readonly BenchRoute[] = [
  { label: 'no-op (token + membership)', method: 'GET', path: NOOP_PATH },
  // The same guard for an old client without the header: the membership of the last used league.
  {
    label: 'no-op, no X-League-Id (last used league)',
    method: 'GET',
    path: `${NOOP_PATH}?last-used`,
    withoutLeagueHeader: true,
  },
  { label: `GET ${endpoints.getLeague.path}`, method: 'GET', path: endpoints.getLeague.path },
  { label: `GET ${endpoints.countPendingTrades.path}`, method: 'GET', path: endpoints.countPendingTrades.path },
  { label: `GET ${standings}`, method: 'GET', path: standings },
  { label: `GET ${week}`, method: 'GET', path: week },
  { label: `GET ${activity}`, method: 'GET', path: activity },
  {
    label: `GET ${endpoints.getMatchup.path.replace(':id', '{id}')}`,
    method: 'GET',
    path: endpoints.getMatchup.path,
    resolve: async (get) => {
      const [game] = ((await get(week)) as WeekMatchupsResponse).matchups;
      if (!game) throw new Error(`${week} answered no game to open`);
      return urlOf(endpoints.getMatchup, { params: { id: game.id } });
    },
  },
  // Last: a write, slower than the reads; what it leaves queued when its run ends would
  // otherwise be counted against the next route.
  { label: `POST ${endpoints.syncUser.path}`, method: 'POST', path: endpoints.syncUser.path, body: (user) => user },
];

export const routeLabel = (path: string) => BENCH_ROUTES.find((route) => route.path === path)!.label;
export const NOOP_LABEL = routeLabel(NOOP_PATH);
export const LEAGUE_LABEL = routeLabel(endpoints.getLeague.path);
export const STANDINGS_LABEL = routeLabel(standings);
export const WEEK_LABEL = routeLabel(week);
export const MATCHUP_LABEL = routeLabel(endpoints.getMatchup.path);
export const ACTIVITY_LABEL = routeLabel(activity);
