import { httpErrors } from '@fastify/sensible';
import { MAX_PENDING_PROPOSALS_PER_TEAM, type ProposeTradeBody, type Trade, TRADE_LIMITS } from 'shared-contracts';
import type { Database, Transaction } from '../../db/client';
import type { Member } from '../league';
import { findLeague } from '../league';
import { listTeams } from '../teams';
import { type AuditEntry, recordAudit } from '../audit';
import { reservationProblems } from './reserved-assets';
import { type AssetItem, findProblems, loadAssets, lotteryProblems } from './trade-assets';
import { partyProblems, proposalTeams } from './trade-parties';
import {
  countPendingTradesBy,
  findTrade,
  insertTrade,
  lockProposingTeam,
  lockTrade,
  partiesOfTrade,
  setTradeStatus,
  type TradeRow,
} from './trade-repository';

/** A problem of a proposal: a broken rule (400), a row the league does not have (404), or what a team holds (409). */
type Problem = { status: 400 | 404 | 409; message: string };

/**
 * One refusal telling every problem: 404 only when each is a row the league does not have
 * (docs/api.md §3), else `otherwise` (400 for the items' rules, 409 for what a team holds).
 */
function refusal(problems: Problem[], otherwise: 400 | 409): Error {
  const message = problems.map((problem) => problem.message).join('; ');
  if (problems.every((problem) => problem.status === 404)) return httpErrors.notFound(message);
  return otherwise === 400 ? httpErrors.badRequest(message) : httpErrors.conflict(message);
}

/**
 * The items' own rules (docs/screens/trades.md §4.2, §4.9, docs/decisions.md §6), before any
 * other row is read: 400 naming each, or 404 for an item's team that is no team of the league.
 * `tradeTeams`: the proposal's teams, the proposer first.
 */
function readItems(
  body: ProposeTradeBody,
  tradeTeams: number[],
  names: Map<number, string>,
): { items: AssetItem[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const rule = (message: string) => problems.push({ status: 400, message });
  const seen = new Map<string, number>();
  const items = body.items.map((item, index): AssetItem => {
    const label = `Item ${index + 1}`;
    const strangers = [...new Set([item.fromTeamId, item.toTeamId])].filter((id) => !names.has(id));
    if (strangers.length > 0)
      problems.push({ status: 404, message: `${label}: not a team of this league: ${strangers.join(', ')}` });
    let quantity: number | null = null;
    if (item.itemType === 'faab') {
      if (item.itemId !== null && item.itemId !== undefined) rule(`${label}: FAAB takes a quantity, not an itemId`);
      const limits = TRADE_LIMITS.faab;
      quantity = item.quantity ?? limits.default;
      if (quantity < limits.min || quantity > limits.max) rule(`${label}: FAAB must be ${limits.min} to ${limits.max}`);
    } else {
      if (item.itemId === null || item.itemId === undefined || item.itemId < 1)
        rule(`${label}: itemId is required for a ${item.itemType.replaceAll('_', ' ')}`);
      if (item.itemType === 'ping_pong_ball') {
        const limits = TRADE_LIMITS.ping_pong_ball;
        quantity = item.quantity ?? limits.default;
        if (quantity < limits.min || quantity > limits.max)
          rule(`${label}: ping pong balls must be ${limits.min} to ${limits.max}`);
      }
    }
    // The same asset twice. FAAB and a year's ping pong balls are one asset per giving and
    // getting team: a team may send some to each other team, their sum checked against what it has.
    const key =
      item.itemType === 'faab'
        ? `faab|${item.fromTeamId}|${item.toTeamId}`
        : item.itemType === 'ping_pong_ball'
          ? `ping_pong_ball|${item.itemId}|${item.toTeamId}`
          : `${item.itemType}|${item.itemId}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) rule(`${label}: the same asset as item ${earlier}`);
    else seen.set(key, index + 1);
    return {
      fromTeamId: item.fromTeamId,
      toTeamId: item.toTeamId,
      itemType: item.itemType,
      itemId: item.itemId ?? null,
      quantity,
    };
  });
  // An item naming a stranger is told once, as a 404 above.
  const known = body.items.map((item) => (names.has(item.fromTeamId) && names.has(item.toTeamId) ? item : null));
  for (const message of partyProblems(tradeTeams, known, (id) => names.get(id) ?? `team ${id}`)) rule(message);
  return { items, problems };
}

/**
 * The proposal a counter-offer answers, locked: it must be pending and made by the counter's
 * receiving team to its proposing team (docs/screens/trades.md §4.6). Locked before anything
 * else, as an accept locks it first, so a counter and an accept of the same proposal wait for
 * each other in one order: whichever comes second finds it no longer pending.
 */
async function lockCountered(
  tx: Transaction,
  member: Member,
  body: ProposeTradeBody,
  countersId: number,
): Promise<TradeRow> {
  const countered = await lockTrade(tx, member.leagueId, countersId);
  if (!countered) throw httpErrors.notFound(`Trade ${countersId} not found`);
  if (countered.proposedToTeamId !== body.proposedByTeamId || countered.proposedByTeamId !== body.proposedToTeamId)
    throw httpErrors.badRequest(
      `A counter-offer goes back from the team trade ${countersId} was proposed to, to the team that proposed it`,
    );
  if ((await partiesOfTrade(tx, countered)).length > 2)
    throw httpErrors.badRequest(
      `Trade ${countersId} is between more than two teams: it cannot be countered; reject it and propose a new trade`,
    );
  if (countered.status !== 'pending')
    throw httpErrors.conflict(`Trade ${countersId} can no longer be countered: it was ${countered.status}`);
  return countered;
}

/**
 * POST /api/trades: a proposal in the league's current season. Managers propose from their
 * own team only; every item must be held by its from-team now; a team has at most
 * MAX_PENDING_PROPOSALS_PER_TEAM proposals pending.
 */
export async function proposeTrade(db: Database, member: Member, body: ProposeTradeBody): Promise<Trade> {
  if (body.proposedByTeamId === body.proposedToTeamId) throw httpErrors.badRequest('A team cannot trade with itself');
  const tradeTeams = proposalTeams(body.proposedByTeamId, body.proposedToTeamId, body.otherTeamIds);
  if (body.counters !== undefined && tradeTeams.length > 2)
    throw httpErrors.badRequest('A counter-offer is between two teams: it cannot name other teams');
  const leagueTeams = await listTeams(db, member.leagueId);
  const names = new Map(leagueTeams.map((team) => [team.id, team.name]));
  const strangers = [...new Set(tradeTeams)].filter((id) => !names.has(id));
  if (strangers.length > 0) throw httpErrors.notFound(`Not a team of this league: ${strangers.join(', ')}`);
  if (member.role !== 'commissioner' && member.teamId !== body.proposedByTeamId) {
    throw httpErrors.forbidden('You can only propose trades from your own team');
  }
  const { items, problems } = readItems(body, tradeTeams, names);
  if (problems.length > 0) throw refusal(problems, 400);
  const league = await findLeague(db, member.leagueId);
  if (!league) throw httpErrors.notFound('League not found');
  const season = league.currentSeason;

  const tradeId = await db.transaction(async (tx) => {
    const countered = body.counters === undefined ? null : await lockCountered(tx, member, body, body.counters);
    await lockProposingTeam(tx, member.leagueId, body.proposedByTeamId);
    const pending = await countPendingTradesBy(tx, member.leagueId, body.proposedByTeamId);
    if (pending >= MAX_PENDING_PROPOSALS_PER_TEAM) {
      throw httpErrors.conflict(
        `${names.get(body.proposedByTeamId)} already has ${pending} pending trade proposals, the most a team may have at once: cancel one, or wait for an answer, before proposing another`,
      );
    }
    const rows = await loadAssets(tx, member.leagueId, season, items, false);
    const teamName = (id: number) => names.get(id) ?? `team ${id}`;
    const held = [
      ...findProblems(items, rows, season, teamName),
      ...(await lotteryProblems(tx, member.leagueId, items, rows, false)),
      ...(await reservationProblems(tx, member.leagueId, season, items, rows, teamName)),
    ];
    if (held.length > 0) throw refusal(held, 409);
    const stored = await insertTrade(
      tx,
      {
        leagueId: member.leagueId,
        season,
        proposedByTeamId: body.proposedByTeamId,
        proposedToTeamId: body.proposedToTeamId,
        proposedByUserId: member.userId,
        note: body.note ? body.note : null,
        countersTradeId: countered?.id ?? null,
      },
      items,
      tradeTeams,
    );
    const entries: AuditEntry[] = [
      { action: 'trade.propose', entity: 'trades', entityId: stored.trade.id, before: null, after: stored },
    ];
    if (countered) {
      const closed = await setTradeStatus(tx, countered, 'countered', member.userId);
      entries.push({
        action: 'trade.counter',
        entity: 'trades',
        entityId: countered.id,
        before: countered,
        after: closed,
      });
    }
    await recordAudit(tx, member, entries);
    return stored.trade.id;
  });
  const trade = await findTrade(db, member.leagueId, tradeId);
  if (!trade) throw new Error(`trade ${tradeId} vanished after its proposal`);
  return trade;
}
