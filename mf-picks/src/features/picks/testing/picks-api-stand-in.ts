// The picks API as the screen's tests see it (msw): teams, each year's picks and balls, a
// batch save that stores what it is sent, so a refetch after saving shows the saved picks,
// the balls editor's and the allocation's writes (standings worst first: DAL, CHI, BRK, HAM);
// and the year's draft lottery (none opened yet). Like the server, the batch save refuses a
// change made from a pick that changed since (`changeElsewhere`: another tab's save). The
// keepers of every draft: none, unless `keeperBoard` is given.
import {
  endpoints,
  type BallAllocationBody,
  type BatchUpdatePicksBody,
  type DraftPick,
  type PingPongBallEntry,
  type SetPingPongBallsBody,
} from 'shared-contracts';
import { lotteryEndpoints } from 'shared-contracts/lottery';
import { changedSinceMessage, pickName } from 'shared-contracts/pick-names';
import { HttpResponse, mockApi, server } from 'shared-testing';
import { balls, teams, yearOf } from './fixtures';
import { type KeeperBoard, keeperEndpoints } from 'shared-contracts/keepers';

const abbreviation = (teamId: number) => teams.find((team) => team.id === teamId)?.abbreviation ?? `team ${teamId}`;
const yearIn = (request: Request) => Number(new URL(request.url).searchParams.get('year'));

export function servePicksApi(overrides: Record<number, Partial<DraftPick>> = {}, keeperBoard?: KeeperBoard) {
  let stored: DraftPick[] = [2025, 2026, 2030].flatMap((year) => yearOf(year, overrides));
  const saves: BatchUpdatePicksBody[] = [];
  const ballSaves: Array<SetPingPongBallsBody | BallAllocationBody> = [];
  let storedBalls: PingPongBallEntry[] = balls;
  const setBalls = (changes: Array<{ teamId: number; quantity: number }>) => {
    for (const { teamId, quantity } of changes) {
      const row = storedBalls.find((entry) => entry.teamId === teamId);
      storedBalls = row
        ? storedBalls.map((entry) => (entry === row ? { ...entry, quantity } : entry))
        : [...storedBalls, { id: 100 + teamId, teamId, quantity }];
    }
    return storedBalls;
  };
  // Last season's standings, worst first: DAL, CHI, BRK, HAM.
  const worstFirst = [4, 3, 2, 1];
  const allocation = ({ year, quantities }: BallAllocationBody) => ({
    year,
    standingsSeason: year - 1,
    rows: worstFirst.map((teamId, index) => ({
      teamId,
      place: index + 1,
      wins: index,
      losses: 3 - index,
      ties: 0,
      totalPoints: 100 * (index + 1),
      quantity: quantities[index] ?? 0,
    })),
  });
  const pickRequests: number[] = [];
  server.use(
    mockApi.on(endpoints.listTeams, teams),
    mockApi.on(endpoints.listPicks, ({ request }) => {
      pickRequests.push(yearIn(request));
      return stored.filter((pick) => pick.year === yearIn(request));
    }),
    // Every pick by the team holding it, every year (what the screen reads to find the next draft).
    mockApi.on(endpoints.listTeamDraftPicks, () =>
      Object.fromEntries(
        teams.map((team) => [String(team.id), stored.filter((pick) => pick.currentTeamId === team.id)]),
      ),
    ),
    mockApi.on(endpoints.listPingPongBalls, () => storedBalls),
    mockApi.on(endpoints.setPingPongBalls, ({ body }) => {
      ballSaves.push(body as SetPingPongBallsBody);
      return setBalls((body as SetPingPongBallsBody).balls);
    }),
    mockApi.on(endpoints.previewBallAllocation, ({ body }) => allocation(body as BallAllocationBody)),
    mockApi.on(endpoints.allocateBalls, ({ body }) => {
      ballSaves.push(body as BallAllocationBody);
      return setBalls(allocation(body as BallAllocationBody).rows);
    }),
    mockApi.on(endpoints.updatePicks, ({ body }) => {
      const sent = body as BatchUpdatePicksBody;
      saves.push(sent);
      const stale = sent.picks.flatMap((change) => {
        const pick = stored.find((candidate) => candidate.id === change.id);
        const from = change.from;
        if (!pick || !from || (from.currentTeamId === pick.currentTeamId && from.position === pick.position)) return [];
        return [pickName({ ...pick, ...from }, abbreviation)];
      });
      if (stale.length > 0) return HttpResponse.json({ message: changedSinceMessage(stale) }, { status: 409 });
      const changes = new Map(sent.picks.map((change) => [change.id, change]));
      stored = stored.map((pick) => {
        const change = changes.get(pick.id);
        return change
          ? {
              ...pick,
              currentTeamId: change.currentTeamId ?? pick.currentTeamId,
              position: change.position === undefined ? pick.position : change.position,
              isLocked: change.isLocked ?? pick.isLocked,
            }
          : pick;
      });
      return stored.filter((pick) => changes.has(pick.id));
    }),
  );
  // The lottery card's own tests drive it; here it is a year with no lottery and no odds.
  server.use(
    mockApi.on(keeperEndpoints.getKeeperBoard, ({ params }) =>
      keeperBoard && keeperBoard.season === params.season
        ? keeperBoard
        : {
            season: params.season,
            draftYear: params.season + 1,
            keepers: [],
            conflicts: [],
          },
    ),
    mockApi.on(lotteryEndpoints.getLottery, ({ params }) => ({
      year: params.year,
      odds: [],
      current: null,
      history: [],
    })),
  );
  /** Another tab's save: the stored pick changes under the page. */
  const changeElsewhere = (id: number, changes: Partial<DraftPick>) => {
    stored = stored.map((pick) => (pick.id === id ? { ...pick, ...changes } : pick));
  };
  return { saves, pickRequests, ballSaves, changeElsewhere };
}
