import { ballAllocation, ballAllocationBody, picksQuery, pingPongBallList, setPingPongBallsBody } from '../picks';
import { endpoint } from './endpoint';

/** Each team's balls for a year's draft lottery; the commissioner sets them by hand or from last season's standings. */
export const pingPongBallEndpoints = {
  listPingPongBalls: endpoint({
    method: 'GET',
    path: '/api/ping-pong-balls',
    summary: "Each team's ping pong balls for a year, in team order",
    tags: ['picks'],
    access: 'member',
    query: picksQuery,
    success: { status: 200, schema: pingPongBallList },
    refusals: [400, 401, 403],
  }),
  setPingPongBalls: endpoint({
    method: 'PUT',
    path: '/api/ping-pong-balls',
    summary: "Set teams' balls for a year (0–100 each), all or none, audited (commissioner)",
    tags: ['picks'],
    access: 'commissioner',
    body: setPingPongBallsBody,
    success: { status: 200, schema: pingPongBallList },
    refusals: [400, 401, 403, 404, 409],
  }),
  previewBallAllocation: endpoint({
    method: 'POST',
    path: '/api/ping-pong-balls/allocation/preview',
    summary:
      "What an allocation by last season's standings (worst first) would give each team; writes nothing (commissioner)",
    tags: ['picks'],
    access: 'commissioner',
    body: ballAllocationBody,
    success: { status: 200, schema: ballAllocation },
    refusals: [400, 401, 403, 409],
  }),
  allocateBalls: endpoint({
    method: 'POST',
    path: '/api/ping-pong-balls/allocation',
    summary:
      "Set every team's balls for a year by last season's standings, worst first, all or none, audited (commissioner)",
    tags: ['picks'],
    access: 'commissioner',
    body: ballAllocationBody,
    success: { status: 200, schema: pingPongBallList },
    refusals: [400, 401, 403, 409],
  }),
};
