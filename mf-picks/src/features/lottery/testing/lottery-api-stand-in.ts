// The lottery API as the screen's tests see it (msw): a small store that follows the server's
// rules for open, entries, close, draw and reset, drawing with the shared function, so what
// the browser verifies is a real draw. `tamper` changes what is published after a draw.
import { type Lottery, lotteryEndpoints, type LotteryTeam, type LotteryView } from 'shared-contracts/lottery';
import { lotteryOddsTable } from 'shared-contracts/lottery-odds';
import { drawLotteryOrder, lotteryCommitment, lotterySeed } from 'shared-contracts/lottery-drawing';
import { HttpResponse, mockApi, server } from 'shared-testing';

export const TEST_SECRET = '5eed'.repeat(16);
/** Teams 1, 2 and 4 hold balls (1, 7, 12); team 3 has none and picks last. */
export const LOTTERY_TEAMS: LotteryTeam[] = [
  { teamId: 1, balls: 1 },
  { teamId: 2, balls: 7 },
  { teamId: 4, balls: 12 },
];
const WITHOUT_BALLS = [3];

export type Tamper = (lottery: Lottery) => Lottery;

/**
 * `positionsBefore`: where the draw finds the round-1 picks (what the board shows until the
 * reveal ends); none by default.
 */
export function serveLotteryApi({
  tamper = (lottery: Lottery) => lottery,
  positionsBefore = [],
}: { tamper?: Tamper; positionsBefore?: Lottery['positionsBefore'] } = {}) {
  const byYear = new Map<number, { current: Lottery | null; history: Lottery[] }>();
  const stateOf = (year: number) => byYear.get(year) ?? { current: null, history: [] };
  const viewOf = (year: number): LotteryView => {
    const state = stateOf(year);
    return {
      year,
      odds: lotteryOddsTable(LOTTERY_TEAMS, WITHOUT_BALLS),
      current: state.current,
      history: state.history,
    };
  };
  const refuse = (message: string, status = 409) => HttpResponse.json({ message }, { status });
  const change = (
    year: number,
    update: (state: { current: Lottery | null; history: Lottery[] }) => Response | void,
  ) => {
    const state = { ...stateOf(year) };
    const refused = update(state);
    if (refused) return refused;
    byYear.set(year, state);
    return viewOf(year);
  };
  let ids = 0;
  const now = () => new Date('2025-03-01T12:00:00Z').toISOString();

  server.use(
    mockApi.on(lotteryEndpoints.getLottery, ({ params }) => viewOf(params.year)),
    mockApi.on(lotteryEndpoints.openLottery, ({ params }) =>
      change(params.year, (state) => {
        if (state.current)
          return refuse(`The ${params.year} draft lottery is already open: reset it before opening another`);
        ids += 1;
        state.current = {
          id: ids,
          year: params.year,
          status: 'open',
          commitment: lotteryCommitment(TEST_SECRET),
          secret: null,
          openedAt: now(),
          closedAt: null,
          drawnAt: null,
          resetAt: null,
          entries: [],
          teams: null,
          lotteryOrder: null,
          order: null,
          positionsBefore: null,
        };
      }),
    ),
    mockApi.on(lotteryEndpoints.enterLottery, ({ params, body }) =>
      change(params.year, (state) => {
        if (state.current?.status !== 'open') return refuse(`Entries to the ${params.year} draft lottery are closed`);
        const text = (body as { text: string }).text.trim();
        state.current = {
          ...state.current,
          entries: [
            ...state.current.entries,
            { id: state.current.entries.length + 1, memberName: 'Test Member', text, addedAt: now() },
          ],
        };
      }),
    ),
    mockApi.on(lotteryEndpoints.closeLottery, ({ params }) =>
      change(params.year, (state) => {
        if (state.current?.status !== 'open')
          return refuse(`Entries to the ${params.year} draft lottery are already closed`);
        state.current = { ...state.current, status: 'closed', closedAt: now() };
      }),
    ),
    mockApi.on(lotteryEndpoints.drawLottery, ({ params }) =>
      change(params.year, (state) => {
        if (state.current?.status !== 'closed')
          return refuse(`Close entries to the ${params.year} draft lottery before the draw`);
        const lotteryOrder = drawLotteryOrder(
          lotterySeed(
            TEST_SECRET,
            state.current.entries.map((entry) => entry.text),
          ),
          LOTTERY_TEAMS,
        );
        state.current = tamper({
          ...state.current,
          status: 'drawn',
          drawnAt: now(),
          secret: TEST_SECRET,
          teams: LOTTERY_TEAMS,
          lotteryOrder,
          order: [...lotteryOrder, ...WITHOUT_BALLS],
          positionsBefore,
        });
      }),
    ),
    mockApi.on(lotteryEndpoints.resetLottery, ({ params }) =>
      change(params.year, (state) => {
        if (!state.current) return refuse(`${params.year} has no draft lottery: the commissioner opens it first`, 404);
        state.history = [{ ...state.current, status: 'reset', secret: TEST_SECRET, resetAt: now() }, ...state.history];
        state.current = null;
      }),
    ),
  );
}
