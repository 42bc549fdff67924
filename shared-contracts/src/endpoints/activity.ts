import { activityList, activityQuery } from '../activity';
import { endpoint } from './endpoint';

/** The league's activity feed: any member reads it (docs/api.md §18). */
export const activityEndpoints = {
  listActivity: endpoint({
    method: 'GET',
    path: '/api/activity',
    summary:
      'A page of the league\'s activity, newest first, optionally of one team and one kind; a Link header (rel="next") names the next page',
    tags: ['activity'],
    access: 'member',
    query: activityQuery,
    success: { status: 200, schema: activityList },
    refusals: [400, 401, 403, 404],
  }),
};
