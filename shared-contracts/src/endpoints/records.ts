// The record book's rows of the endpoint table: an entry of their own (`shared-contracts/record-book`,
// docs/performance.md §2.2), so they import the main entry's names from 'shared-contracts'.
import { endpoint } from 'shared-contracts';
import { playoffFormat, playoffFormatBody, recordBook } from '../records';

/** The league's record book and the playoff format it reads champions with (docs/api.md §21). */
export const recordEndpoints = {
  getRecordBook: endpoint({
    method: 'GET',
    path: '/api/records',
    summary:
      "The league's record book: champions, regular-season winners, records, head-to-head and each team's seasons",
    tags: ['records'],
    access: 'member',
    success: { status: 200, schema: recordBook },
    refusals: [401, 403, 404],
  }),
  getPlayoffFormat: endpoint({
    method: 'GET',
    path: '/api/records/playoff-format',
    summary: "The league's playoff format: teams in the playoffs and playoff weeks (the default until set)",
    tags: ['records'],
    access: 'member',
    success: { status: 200, schema: playoffFormat },
    refusals: [401, 403, 404],
  }),
  setPlayoffFormat: endpoint({
    method: 'PUT',
    path: '/api/records/playoff-format',
    summary: "Set the league's playoff format (commissioner)",
    tags: ['records'],
    access: 'commissioner',
    body: playoffFormatBody,
    success: { status: 200, schema: playoffFormat },
    refusals: [400, 401, 403, 404],
  }),
};
