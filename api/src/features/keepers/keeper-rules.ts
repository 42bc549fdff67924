import { httpErrors } from '@fastify/sensible';
import { instantOfLocalTime } from 'shared-contracts/keepers';
import type { Database, Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { type Actor, recordAudit } from '../audit';
import {
  findKeeperRule,
  insertKeeperRule,
  type KeeperRuleRow,
  toKeeperRule,
  updateKeeperRule,
} from './keeper-rule-repository';
import { type KeeperRule, type KeeperRuleBody } from 'shared-contracts/keepers';

/** The clock the deadline is checked against: injected so tests can stand either side of it. */
export type Clock = () => Date;

export async function readKeeperRule(db: Queryable, leagueId: number, season: number): Promise<KeeperRule | null> {
  const row = await findKeeperRule(db, leagueId, season);
  return row ? toKeeperRule(row) : null;
}

/** The rule a keeper action needs, or 409 saying the commissioner has not set it. */
export async function requireKeeperRule(
  db: Queryable,
  leagueId: number,
  season: number,
  lock = false,
): Promise<KeeperRuleRow> {
  const row = await findKeeperRule(db, leagueId, season, lock);
  if (!row)
    throw httpErrors.conflict(`The keeper rule for ${season} is not set yet: the commissioner sets it in Settings`);
  return row;
}

export function deadlineHasPassed(rule: Pick<KeeperRuleRow, 'deadline' | 'timeZone'>, now: Date): boolean {
  return now.getTime() >= instantOfLocalTime(rule.deadline, rule.timeZone).getTime();
}

/** How the deadline reads in a message: as the league wrote it, with its zone. */
export function deadlineInWords(rule: Pick<KeeperRuleRow, 'deadline' | 'timeZone'>): string {
  return `${rule.deadline.replace('T', ' ')} ${rule.timeZone}`;
}

/** PUT /api/keepers/{season}/rule: creates or replaces the season's rule, audited. */
export async function saveKeeperRule(
  db: Database,
  actor: Actor,
  season: number,
  body: KeeperRuleBody,
): Promise<KeeperRule> {
  try {
    const saved = await db.transaction(async (tx) => {
      const before = await findKeeperRule(tx, actor.leagueId, season, true);
      const after = before
        ? await updateKeeperRule(tx, before, body)
        : await insertKeeperRule(tx, actor.leagueId, season, body);
      await recordAudit(tx, actor, {
        action: before ? 'keeper_rule.update' : 'keeper_rule.create',
        entity: 'keeper_rules',
        entityId: after.id,
        before,
        after,
      });
      return after;
    });
    return toKeeperRule(saved);
  } catch (error) {
    // Two first saves of one season at once: the second is told to try again rather than failing obscurely.
    if (isUniqueViolation(error) || (error instanceof Error && error.message === 'keeper rule already exists')) {
      throw httpErrors.conflict(`The keeper rule for ${season} was just saved by someone else; reload and try again`);
    }
    throw error;
  }
}
