// Yahoo's rows of the endpoint table: an entry of their own (`shared-contracts/provider-setup`,
// docs/performance.md §2.2), so they import the main entry's names from 'shared-contracts'.
import { endpoint, weekScores, type RefusalStatus } from 'shared-contracts';
import {
  authUrlAnswer,
  followLeagueBody,
  linkTeamBody,
  providerLeagueList,
  providerResult,
  providerTeamList,
  verifyCodeBody,
} from '../provider-connection';
import { yahooRoster, yahooRosterParams, yahooRosterQuery } from '../yahoo-roster';

/**
 * A provider failure is refused with 409 (not set up or connected), 429 (cooling down after a
 * rate limit) or 502 (the provider failed).
 */
const providerRefusals: RefusalStatus[] = [400, 401, 403, 409, 429, 502];

/**
 * Connecting the league to Yahoo (commissioner), linking teams, and reading rosters and week
 * scores (members): the Yahoo calls the product spec names. Importing is the provider-neutral
 * /api/provider/import… (provider-setup.ts), whichever provider the league follows.
 */
export const yahooEndpoints = {
  requestYahooAuthUrl: endpoint({
    method: 'GET',
    path: '/api/yahoo/oauth/request-token',
    summary: 'The Yahoo authorization page to open',
    tags: ['yahoo'],
    access: 'commissioner',
    success: { status: 200, schema: authUrlAnswer },
    refusals: providerRefusals,
  }),
  verifyYahooCode: endpoint({
    method: 'POST',
    path: '/api/yahoo/oauth/verify-code',
    summary: "Exchange the code Yahoo showed for the league's tokens",
    tags: ['yahoo'],
    access: 'commissioner',
    body: verifyCodeBody,
    success: { status: 200, schema: providerResult },
    refusals: providerRefusals,
  }),
  testYahooConnection: endpoint({
    method: 'GET',
    path: '/api/yahoo/test-connection',
    summary: 'Check the stored Yahoo authorization with a call',
    tags: ['yahoo'],
    access: 'member',
    success: { status: 200, schema: providerResult },
    refusals: providerRefusals,
  }),
  listYahooLeagues: endpoint({
    method: 'GET',
    path: '/api/yahoo/leagues',
    summary: "The connected account's Yahoo NFL leagues",
    tags: ['yahoo'],
    // The connected account's leagues are the commissioner's own, like the rest of OAuth.
    access: 'commissioner',
    success: { status: 200, schema: providerLeagueList },
    refusals: providerRefusals,
  }),
  followYahooLeague: endpoint({
    method: 'PUT',
    path: '/api/yahoo/league',
    summary: 'Choose the Yahoo league the app follows',
    tags: ['yahoo'],
    access: 'commissioner',
    body: followLeagueBody,
    success: { status: 200, schema: providerResult },
    refusals: providerRefusals,
  }),
  listYahooTeams: endpoint({
    method: 'GET',
    path: '/api/yahoo/teams',
    summary: "The followed Yahoo league's teams, with the local team linked to each",
    tags: ['yahoo'],
    access: 'member',
    success: { status: 200, schema: providerTeamList },
    refusals: providerRefusals,
  }),
  linkYahooTeam: endpoint({
    method: 'POST',
    path: '/api/yahoo/link-team',
    summary: 'Link a local team to a Yahoo team (unlinking its previous holder)',
    tags: ['yahoo'],
    access: 'commissioner',
    body: linkTeamBody,
    success: { status: 200, schema: providerResult },
    refusals: [...providerRefusals, 404],
  }),
  getYahooRoster: endpoint({
    method: 'GET',
    path: '/api/yahoo/roster/:yahooTeamKey/:week',
    summary: "A Yahoo team's roster in a week (?season= reads that season's league, same team id)",
    tags: ['yahoo'],
    access: 'member',
    params: yahooRosterParams,
    query: yahooRosterQuery,
    success: { status: 200, schema: yahooRoster },
    refusals: providerRefusals,
  }),
  getYahooWeekScores: endpoint({
    method: 'GET',
    path: '/api/yahoo/stats/:yahooTeamKey/:week',
    summary:
      "A Yahoo team's players' points and stats in a week, by Yahoo player id (?season= reads that season's league, same team id)",
    tags: ['yahoo'],
    access: 'member',
    params: yahooRosterParams,
    query: yahooRosterQuery,
    success: { status: 200, schema: weekScores },
    refusals: providerRefusals,
  }),
};
