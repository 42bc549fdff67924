// The picks API as the screen's tests see it (msw): teams, each year's picks and balls, and a
// batch save that stores what it is sent, so a refetch after saving shows the saved picks;
// and the year's draft lottery (none opened yet).
import { type BatchUpdatePicksBody, type DraftPick, draftPickList, lotteryView, pingPongBallList, teamList } from 'shared-contracts';
import { mockApi, server } from 'shared-testing';
import { balls, teams, yearOf } from './fixtures';

const yearIn = (request: Request) => Number(new URL(request.url).searchParams.get('year'));

export function servePicksApi(overrides: Record<number, Partial<DraftPick>> = {}) {
  let stored: DraftPick[] = [2025, 2026, 2030].flatMap((year) => yearOf(year, overrides));
  const saves: BatchUpdatePicksBody[] = [];
  const pickRequests: number[] = [];
  server.use(
    mockApi.get('/api/teams', teamList, teams),
    mockApi.get('/api/picks', draftPickList, ({ request }) => {
      pickRequests.push(yearIn(request));
      return stored.filter((pick) => pick.year === yearIn(request));
    }),
    mockApi.get('/api/ping-pong-balls', pingPongBallList, balls),
    mockApi.patch('/api/picks/batch', draftPickList, ({ body }) => {
      const sent = body as BatchUpdatePicksBody;
      saves.push(sent);
      const changes = new Map(sent.picks.map((change) => [change.id, change]));
      stored = stored.map((pick) => {
        const change = changes.get(pick.id);
        return change ? { ...pick, currentTeamId: change.currentTeamId ?? pick.currentTeamId, position: change.position === undefined ? pick.position : change.position } : pick;
      });
      return stored.filter((pick) => changes.has(pick.id));
    }),
  );
  // The lottery card's own tests drive it; here it is a year with no lottery and no odds.
  server.use(mockApi.get('/api/picks/lottery/:year', lotteryView, ({ params }) => ({ year: Number(params.year), odds: [], current: null, history: [] })));
  return { saves, pickRequests };
}
