import {
  DEFAULT_PLAYOFF_FORMAT,
  type PlayoffFormat,
  type PlayoffFormatBody,
  type RecordBook,
} from 'shared-contracts/record-book';
import type { Database, Queryable } from '../../db/client';
import { type Actor, recordAudit } from '../audit';
import { recordBookOf } from './record-book';
import {
  findPlayoffFormat,
  leagueGames,
  leagueTeams,
  type PlayoffFormatRow,
  upsertPlayoffFormat,
} from './record-repository';

function toPlayoffFormat(row: PlayoffFormatRow | null): PlayoffFormat {
  return row
    ? { playoffTeams: row.playoffTeams, playoffWeeks: row.playoffWeeks, isDefault: false }
    : { ...DEFAULT_PLAYOFF_FORMAT, isDefault: true };
}

/** GET /api/records/playoff-format: the saved format, or the default one. */
export async function readPlayoffFormat(db: Queryable, leagueId: number): Promise<PlayoffFormat> {
  return toPlayoffFormat(await findPlayoffFormat(db, leagueId));
}

/** PUT /api/records/playoff-format: saves the commissioner's format, audited with what it replaced. */
export async function savePlayoffFormat(db: Database, actor: Actor, body: PlayoffFormatBody): Promise<PlayoffFormat> {
  const saved = await db.transaction(async (tx) => {
    const before = await findPlayoffFormat(tx, actor.leagueId, true);
    const after = await upsertPlayoffFormat(tx, actor.leagueId, body);
    await recordAudit(tx, actor, {
      action: before ? 'playoff_format.update' : 'playoff_format.create',
      entity: 'playoff_formats',
      entityId: actor.leagueId,
      before,
      after,
    });
    return after;
  });
  return toPlayoffFormat(saved);
}

/** GET /api/records: the record book of every season the league's games hold (docs/api.md §21). */
export async function readRecordBook(db: Queryable, leagueId: number): Promise<RecordBook> {
  const format = await readPlayoffFormat(db, leagueId);
  const games = await leagueGames(db, leagueId);
  const teams = await leagueTeams(db, leagueId);
  return { format, ...recordBookOf(games, teams, format) };
}
