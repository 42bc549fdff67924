import { idParams } from '../common';
import { scheduleMatchup, scheduleResponse, seasonParams, updateMatchupBody } from '../schedule';
import { endpoint } from './endpoint';

/** A season's games, and the commissioner's edits to them. */
export const scheduleEndpoints = {
  getSchedule: endpoint({
    method: 'GET',
    path: '/api/schedule/:season',
    summary: "A season's games, ordered by week, then position",
    tags: ['schedule'],
    access: 'member',
    params: seasonParams,
    success: { status: 200, schema: scheduleResponse },
    refusals: [400, 401, 403],
  }),
  updateScheduleMatchup: endpoint({
    method: 'PATCH',
    path: '/api/schedule/matchups/:id',
    summary:
      'Move a game ({weekNumber, position}: insert and renumber both weeks) or change one of its teams (commissioner)',
    tags: ['schedule'],
    access: 'commissioner',
    params: idParams,
    body: updateMatchupBody,
    success: { status: 200, schema: scheduleMatchup },
    refusals: [400, 401, 403, 404],
  }),
};
