import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import {
  auditLog,
  draftPicks,
  faabBalances,
  leagues,
  matchups,
  pingPongBalls,
  players,
  playerWeekPoints,
  teams,
  tradeItems,
  trades,
} from '../schema';
import { DEMO_LEAGUE, DEMO_LOGOS, DEMO_TEAMS, demoYahooTeamKey } from './demo-teams';
import { buildDraftPicks, buildFaabBalances, buildPingPongBalls } from './draft-assets';
import { insertChunked } from './insert';
import { buildPlayers, RETIRED_BOOK_DRAWS } from './players';
import { createRandom } from './random';
import { buildMatchups, RETIRED_SCHEDULE_DRAWS } from './schedule';
import { buildTradeAudit } from './trade-audit';
import { buildTrades } from './trades';
import { buildPlayerWeekPoints } from './yahoo-players';

/** Fixed, so every empty database gets the same demo league. */
export const DEMO_SEED = 20_240_917;
/** The player book's own sequence, also fixed (see RETIRED_BOOK_DRAWS). */
export const DEMO_BOOK_SEED = 20_251_116;

/**
 * Seeds the demo league on an empty database, all in one transaction: a crash halfway
 * leaves the database empty, and the next start seeds it again.
 * Returns whether anything was written.
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [existing] = await db.select({ leagues: count() }).from(leagues);
  if ((existing?.leagues ?? 0) > 0) return false;
  await db.transaction(seedDemoLeague);
  return true;
}

/**
 * Every demo row: the games, the book's Yahoo-rostered players and their week points from the
 * demo's Yahoo league data, the rest from seeded random sequences, so two empty databases come
 * out identical.
 */
async function seedDemoLeague(tx: Transaction): Promise<void> {
  const random = createRandom(DEMO_SEED);
  const [league] = await tx
    .insert(leagues)
    .values({ ...DEMO_LEAGUE, isDemo: true })
    .returning({ id: leagues.id });
  if (!league) throw new Error('Seeding failed: the demo league was not created');
  const leagueId = league.id;

  const teamIds = await insertChunked(
    DEMO_TEAMS.map((team, index) => ({
      ...team,
      leagueId,
      providerTeamKey: demoYahooTeamKey(index),
      logoUrl: DEMO_LOGOS[team.abbreviation] ?? null,
    })),
    (chunk) => tx.insert(teams).values(chunk).returning({ id: teams.id }),
  );

  await insertChunked(buildMatchups(leagueId, teamIds), (chunk) =>
    tx.insert(matchups).values(chunk).returning({ id: matchups.id }),
  );
  for (let draw = 0; draw < RETIRED_SCHEDULE_DRAWS; draw += 1) random.next();

  const playerRows = buildPlayers(createRandom(DEMO_BOOK_SEED), leagueId, teamIds);
  for (let draw = 0; draw < RETIRED_BOOK_DRAWS; draw += 1) random.next();
  const playerIds = await insertChunked(playerRows, (chunk) =>
    tx.insert(players).values(chunk).returning({ id: players.id }),
  );
  await insertChunked(buildPlayerWeekPoints(leagueId), (chunk) =>
    tx.insert(playerWeekPoints).values(chunk).returning({ id: playerWeekPoints.id }),
  );

  const pickRows = buildDraftPicks(random, leagueId, teamIds);
  const pickIds = await insertChunked(pickRows, (chunk) =>
    tx.insert(draftPicks).values(chunk).returning({ id: draftPicks.id }),
  );

  const ballRows = buildPingPongBalls(random, leagueId, teamIds);
  const ballIds = await insertChunked(ballRows, (chunk) =>
    tx.insert(pingPongBalls).values(chunk).returning({ id: pingPongBalls.id }),
  );

  const faabRows = buildFaabBalances(random, leagueId, teamIds);
  await insertChunked(faabRows, (chunk) => tx.insert(faabBalances).values(chunk).returning({ id: faabBalances.id }));

  const seeded = buildTrades(random, leagueId, teamIds, {
    picks: pickRows.map((pick, i) => ({
      id: pickIds[i] as number,
      year: pick.year,
      originalTeamId: pick.originalTeamId,
      currentTeamId: pick.currentTeamId,
      isLocked: pick.isLocked ?? false,
    })),
    balls: ballRows.map((ball, i) => ({
      id: ballIds[i] as number,
      teamId: ball.teamId,
      year: ball.year,
      quantity: ball.quantity ?? 0,
    })),
    faab: faabRows.map((row) => ({ teamId: row.teamId, season: row.season, balance: row.balance })),
    players: playerRows.map((player, i) => ({
      id: playerIds[i] as number,
      year: player.year,
      teamId: player.teamId ?? null,
      isKeeper: player.isKeeper ?? false,
    })),
  });
  const tradeIds = await insertChunked(
    seeded.map(({ trade }) => trade),
    (chunk) => tx.insert(trades).values(chunk).returning({ id: trades.id }),
  );
  await insertChunked(
    seeded.flatMap(({ items }, i) => items.map((item) => ({ ...item, leagueId, tradeId: tradeIds[i] as number }))),
    (chunk) => tx.insert(tradeItems).values(chunk).returning({ id: tradeItems.id }),
  );

  // The stored rows, every column as the routes' entries hold them.
  const storedTrades = await tx.select().from(trades).where(eq(trades.leagueId, leagueId)).orderBy(asc(trades.id));
  const storedItems = await tx
    .select()
    .from(tradeItems)
    .where(and(eq(tradeItems.leagueId, leagueId), inArray(tradeItems.tradeId, tradeIds)))
    .orderBy(asc(tradeItems.id));
  await insertChunked(buildTradeAudit(leagueId, storedTrades, storedItems), (chunk) =>
    tx.insert(auditLog).values(chunk).returning({ id: auditLog.id }),
  );
}
