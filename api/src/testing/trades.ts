import type { FastifyInstance } from 'fastify';
import { createTestApp } from './app';
import {
  type FixtureLeague,
  fixtureLeague,
  freshYear,
  insertPickFixtures,
  insertPlayerFixtures,
  setBalls,
  setFaab,
  uniqueName,
} from './fixtures';

/** A test app with its fixture league and that league's first two teams (close `app` after). */
export async function startTradeLeague() {
  const app = await createTestApp();
  const league = await fixtureLeague(app);
  const [teamA, teamB] = league.teamIds as [number, number];
  return { app, league, teamA, teamB };
}
export type TradeLeague = Awaited<ReturnType<typeof startTradeLeague>>;

/**
 * Two teams with one of everything a trade can move, for trade tests: team A holds a
 * player, a pick, 10 balls and $100 FAAB; team B a player, a pick, no ball row and $50 FAAB.
 * Each call uses fresh names and a fresh ball year, so one test file may build several.
 */
export async function buildTestbed(app: FastifyInstance, league: FixtureLeague, teamA: number, teamB: number) {
  const season = league.currentSeason;
  const ballYear = freshYear();
  const [playerA, playerB] = await insertPlayerFixtures(app, league, [
    { year: season, name: uniqueName('Trade A'), teamId: teamA },
    { year: season, name: uniqueName('Trade B'), teamId: teamB },
  ]);
  const [pickA, pickB] = await insertPickFixtures(app, league, [
    { year: ballYear, round: 1, originalTeamId: teamA },
    { year: ballYear, round: 2, originalTeamId: teamB },
  ]);
  const ballsA = await setBalls(app, league, teamA, ballYear, 10);
  await setFaab(app, league, teamA, season, 100);
  await setFaab(app, league, teamB, season, 50);
  if (!playerA || !playerB || !pickA || !pickB) throw new Error('testbed rows missing');
  return { season, ballYear, teamA, teamB, playerA, playerB, pickA, pickB, ballsA };
}
export type Testbed = Awaited<ReturnType<typeof buildTestbed>>;

/** A proposal moving one of each asset: A gives its player, pick, 4 balls and $30; B its player. */
export function everyItemProposal(bed: Testbed) {
  const { teamA, teamB } = bed;
  return {
    proposedByTeamId: teamA,
    proposedToTeamId: teamB,
    items: [
      { fromTeamId: teamA, toTeamId: teamB, itemType: 'player', itemId: bed.playerA.id },
      { fromTeamId: teamA, toTeamId: teamB, itemType: 'draft_pick', itemId: bed.pickA.id },
      { fromTeamId: teamA, toTeamId: teamB, itemType: 'ping_pong_ball', itemId: bed.ballsA.id, quantity: 4 },
      { fromTeamId: teamA, toTeamId: teamB, itemType: 'faab', quantity: 30 },
      { fromTeamId: teamB, toTeamId: teamA, itemType: 'player', itemId: bed.playerB.id },
    ],
  };
}
