import { z } from 'zod/mini';
import { positiveInt, season, seasonNumber } from './common';

/** GET /api/faab?season= : the season is required. */
export const faabQuery = z.object({ season });

/** One team's free-agent budget for a season, in whole dollars; 0 when the team has none. */
export const faabBalance = z.object({
  teamId: z.number().check(z.int()),
  amount: z.number().check(z.int()),
});
export type FaabBalance = z.infer<typeof faabBalance>;
/** Every team of the league, in team order. */
export const faabBalanceList = z.array(faabBalance);

/** The most one team may hold for a season: well past any budget a league gives. */
export const FAAB_PER_TEAM_MAX = 10_000;
const amountMessage = `amount must be a whole number of dollars from 0 to ${FAAB_PER_TEAM_MAX}`;
const faabAmount = z
  .number({ error: amountMessage })
  .check(z.int(amountMessage), z.minimum(0, amountMessage), z.maximum(FAAB_PER_TEAM_MAX, amountMessage));

/**
 * PUT /api/faab (commissioner): the listed teams' budgets for the season, all or none;
 * teams not listed keep theirs.
 */
export const setFaabBalancesBody = z.object({
  season: seasonNumber,
  balances: z
    .array(z.object({ teamId: positiveInt('teamId'), amount: faabAmount }))
    .check(
      z.minLength(1, 'balances must name at least one team'),
      z.maxLength(100, 'balances names at most 100 teams'),
    ),
});
export type SetFaabBalancesBody = z.infer<typeof setFaabBalancesBody>;
