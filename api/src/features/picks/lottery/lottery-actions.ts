import { randomBytes } from 'node:crypto';
import { httpErrors } from '@fastify/sensible';
import { LOTTERY_MAX_ENTRIES, LOTTERY_MAX_ENTRIES_PER_MEMBER, type LotteryView } from 'shared-contracts/lottery';
import { lotteryCommitment } from 'shared-contracts/lottery-drawing';
import type { Database, Transaction } from '../../../db/client';
import { type Actor, recordAudit } from '../../audit';
import { pickName, teamAbbreviations } from '../pick-names';
import { lockRoundOne } from '../pick-repository';
import {
  auditedLottery,
  countEntries,
  countEntriesBy,
  findActiveLottery,
  insertEntry,
  insertLottery,
  type LotteryRow,
  updateLottery,
} from './lottery-repository';
import { lotteryTeams, lotteryView } from './lottery-view';

const AUDIT = { entity: 'draft_lotteries' } as const;

/** The year's lottery, locked for the transaction, or 404. */
async function activeLottery(db: Transaction, leagueId: number, year: number): Promise<LotteryRow> {
  const row = await findActiveLottery(db, leagueId, year, true);
  if (!row) throw httpErrors.notFound(`${year} has no draft lottery: the commissioner opens it first`);
  return row;
}

/**
 * POST /api/picks/lottery/{year}/open (commissioner): a new secret (32 random bytes) is
 * stored and its SHA-256 published. 409 while the year has a lottery that is not reset, and
 * when the draw could not run: the year has no round-1 picks, a round-1 pick is locked
 * (named as the board shows it), or no team holds balls. Members' entries would be wasted
 * on a lottery found undrawable only at the draw.
 */
export async function openLottery(db: Database, actor: Actor, year: number): Promise<LotteryView> {
  await db.transaction(async (tx) => {
    const existing = await findActiveLottery(tx, actor.leagueId, year, true);
    if (existing) throw httpErrors.conflict(alreadyThere(existing));
    await refuseUndrawable(tx, actor.leagueId, year);
    const secret = randomBytes(32).toString('hex');
    const row = await insertLottery(tx, {
      leagueId: actor.leagueId,
      year,
      status: 'open',
      secret,
      commitment: lotteryCommitment(secret),
    });
    await recordAudit(tx, actor, {
      ...AUDIT,
      action: 'lottery.open',
      entityId: row.id,
      before: null,
      after: auditedLottery(row),
    });
  });
  return lotteryView(db, actor.leagueId, year);
}

async function refuseUndrawable(tx: Transaction, leagueId: number, year: number): Promise<void> {
  const picks = await lockRoundOne(tx, leagueId, year);
  if (picks.length === 0)
    throw httpErrors.conflict(`${year} has no round-1 picks for the lottery to order: generate the year's picks first`);
  const locked = picks.find((pick) => pick.isLocked);
  if (locked) {
    throw httpErrors.conflict(
      `${pickName(locked, await teamAbbreviations(tx, leagueId))} is locked: unlock it before opening the ${year} lottery, which sets every round-1 position`,
    );
  }
  if ((await lotteryTeams(tx, leagueId, year)).length === 0) {
    throw httpErrors.conflict(`No team holds ping pong balls for ${year}: give teams balls before opening the lottery`);
  }
}

function alreadyThere(row: LotteryRow): string {
  if (row.status === 'drawn') return `The ${row.year} draft lottery has been drawn: reset it to draw again`;
  return `The ${row.year} draft lottery is already open: reset it before opening another`;
}

/**
 * POST /api/picks/lottery/{year}/entries (any member): an entropy string, while entries are
 * open; at most LOTTERY_MAX_ENTRIES_PER_MEMBER a member, so one member cannot take every slot.
 */
export async function addLotteryEntry(db: Database, actor: Actor, year: number, text: string): Promise<LotteryView> {
  await db.transaction(async (tx) => {
    const lottery = await activeLottery(tx, actor.leagueId, year);
    if (lottery.status !== 'open') throw httpErrors.conflict(`Entries to the ${year} draft lottery are closed`);
    if ((await countEntries(tx, lottery.id)) >= LOTTERY_MAX_ENTRIES) {
      throw httpErrors.conflict(`The ${year} draft lottery has ${LOTTERY_MAX_ENTRIES} entries, the most it takes`);
    }
    if ((await countEntriesBy(tx, lottery.id, actor.userId)) >= LOTTERY_MAX_ENTRIES_PER_MEMBER) {
      throw httpErrors.conflict(
        `You have added ${LOTTERY_MAX_ENTRIES_PER_MEMBER} entries to the ${year} draft lottery, the most one member may add`,
      );
    }
    const entry = await insertEntry(tx, {
      leagueId: lottery.leagueId,
      lotteryId: lottery.id,
      userId: actor.userId,
      text,
    });
    await recordAudit(tx, actor, {
      action: 'lottery.entry',
      entity: 'draft_lottery_entries',
      entityId: entry.id,
      before: null,
      after: entry,
    });
  });
  return lotteryView(db, actor.leagueId, year);
}

/** POST /api/picks/lottery/{year}/close (commissioner): no more entries; the draw may run. */
export async function closeLotteryEntries(db: Database, actor: Actor, year: number): Promise<LotteryView> {
  await db.transaction(async (tx) => {
    const lottery = await activeLottery(tx, actor.leagueId, year);
    if (lottery.status !== 'open') throw httpErrors.conflict(`Entries to the ${year} draft lottery are already closed`);
    const after = await updateLottery(tx, lottery, { status: 'closed', closedAt: new Date() });
    await recordAudit(tx, actor, {
      ...AUDIT,
      action: 'lottery.close',
      entityId: lottery.id,
      before: auditedLottery(lottery),
      after: auditedLottery(after),
    });
  });
  return lotteryView(db, actor.leagueId, year);
}

/**
 * POST /api/picks/lottery/{year}/reset (commissioner): the year's lottery is set aside (kept,
 * with its result and now its secret, as history), so a new one can be opened. The round-1
 * positions it set stay until the next draw sets them again.
 */
export async function resetLottery(db: Database, actor: Actor, year: number): Promise<LotteryView> {
  await db.transaction(async (tx) => {
    const lottery = await activeLottery(tx, actor.leagueId, year);
    const after = await updateLottery(tx, lottery, { status: 'reset', resetAt: new Date() });
    await recordAudit(tx, actor, {
      ...AUDIT,
      action: 'lottery.reset',
      entityId: lottery.id,
      before: auditedLottery(lottery),
      after: auditedLottery(after),
    });
  });
  return lotteryView(db, actor.leagueId, year);
}

export { activeLottery };
