import type { FastifyInstance } from 'fastify';
import { bearer, type TestUser } from './identities';
import { type KeeperRuleBody } from 'shared-contracts/keepers';

/** A rule the keeper tests start from: +$5 and 10%, buffer added, 3 years, 2 keepers, $200, noon New York. */
export const TEST_RULE: KeeperRuleBody = {
  increaseAmount: 5,
  increasePercent: 10,
  addBuffer: true,
  maxYearsKept: 3,
  maxKeepersPerTeam: 2,
  auctionBudget: 200,
  deadline: '2030-08-31T12:00',
  timeZone: 'America/New_York',
};

export async function putRule(app: FastifyInstance, user: TestUser, season: number, rule: object = TEST_RULE) {
  return app.inject({ method: 'PUT', url: `/api/keepers/${season}/rule`, headers: bearer(user), payload: rule });
}

export async function declare(app: FastifyInstance, user: TestUser, season: number, playerId: number, isKeeper = true) {
  return app.inject({
    method: 'PUT',
    url: `/api/keepers/${season}/players/${playerId}`,
    headers: bearer(user),
    payload: { isKeeper },
  });
}

export async function rollOverSeason(app: FastifyInstance, user: TestUser, season: number, dryRun: boolean) {
  return app.inject({
    method: 'POST',
    url: `/api/keepers/${season}/rollover`,
    headers: bearer(user),
    payload: { dryRun },
  });
}
