import { idParams } from '../common';
import { generateScheduleBody, setupResult } from '../league-setup';
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
  generateSchedule: endpoint({
    method: 'POST',
    path: '/api/schedule/generate',
    summary:
      "Generate a season's schedule: a balanced round robin over weeks 1..weeks (commissioner; a season with games is refused)",
    tags: ['schedule'],
    access: 'commissioner',
    body: generateScheduleBody,
    success: { status: 201, schema: setupResult },
    refusals: [400, 401, 403, 409],
    creates: true,
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
