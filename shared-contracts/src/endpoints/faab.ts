import { faabBalanceList, faabQuery, setFaabBalancesBody } from '../faab';
import { endpoint } from './endpoint';

/** Each team's free-agent budget (FAAB) for a season: what a trade's FAAB moves; the commissioner sets it. */
export const faabEndpoints = {
  listFaabBalances: endpoint({
    method: 'GET',
    path: '/api/faab',
    summary: "Each team's FAAB for a season, in team order (0 for a team without any)",
    tags: ['trades'],
    access: 'member',
    query: faabQuery,
    success: { status: 200, schema: faabBalanceList },
    refusals: [400, 401, 403],
  }),
  setFaabBalances: endpoint({
    method: 'PUT',
    path: '/api/faab',
    summary: "Set teams' FAAB for a season (whole dollars 0–10,000 each), all or none, audited (commissioner)",
    tags: ['trades'],
    access: 'commissioner',
    body: setFaabBalancesBody,
    success: { status: 200, schema: faabBalanceList },
    refusals: [400, 401, 403, 404],
  }),
};
