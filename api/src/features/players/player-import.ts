import { httpErrors } from '@fastify/sensible';
import type { UpsertPlayersBody, UpsertPlayersResult } from 'shared-contracts';
import { looseSeason } from 'shared-contracts';
import { alreadyExistsMessage, checkImportRow, teamFinder } from 'shared-contracts/player-rules';
import { NameIndex, nameLookup } from 'shared-contracts/name-compare';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { type Actor, recordAudit } from '../audit';
import {
  insertPlayers,
  listPlayerRowsOfYears,
  type NewPlayer,
  type PlayerRow,
  updatePlayers,
} from './player-repository';
import { type RowProblem, rowsRefusal } from './player-rules';
import { listTeams } from '../teams';

/** A row that passed the rules: its place in the call, the number messages name it by, and what it writes. */
type Checked = {
  index: number;
  row: number;
  player: NewPlayer;
  teamGiven: boolean;
  /** The row has a drafted round (a file with the column): without one the player keeps his. */
  roundGiven: boolean;
  matchedId: number | null;
};

/** docs/screens/players.md §4.5: a row is named by its file row when the caller gives it, else by its place from 1. */
const rowNumberOf = (input: UpsertPlayersBody['players'][number], index: number) => input.fileRow ?? index + 1;

const YEAR_MESSAGE = 'year is required, on the row or the body, and must be a season such as 2025';

/**
 * POST /api/players/upsert: CSV import and batch-edit save. Every row is checked before
 * anything is written, by the same rules the screen ran on the file (checkImportRow): one bad
 * row refuses the call (400, every problem of every row in `issues` at `['players', index,
 * field]`, the first ones also in the message); then all rows are written in one transaction,
 * in statements of at most 1,000 rows.
 */
export async function upsertPlayers(db: Database, actor: Actor, body: UpsertPlayersBody): Promise<UpsertPlayersResult> {
  const findTeam = teamFinder(await listTeams(db, actor.leagueId), nameLookup);
  const problems: RowProblem[] = [];
  const checked: Checked[] = [];

  body.players.forEach((input, index) => {
    const year = looseSeason.safeParse(
      input.year === null || input.year === undefined || input.year === '' ? body.year : input.year,
    );
    if (!year.success) problems.push({ index, message: YEAR_MESSAGE, field: 'year' });
    const row = checkImportRow(input, findTeam);
    if (!row.ok) for (const problem of row.problems) problems.push({ index, ...problem });
    if (!row.ok || !year.success) return;
    checked.push({
      index,
      row: rowNumberOf(input, index),
      player: { ...row.player, year: year.data, teamId: row.teamId ?? null, draftRound: row.player.draftRound ?? null },
      teamGiven: row.teamId !== undefined,
      roundGiven: row.player.draftRound !== undefined,
      matchedId: row.id,
    });
  });

  // Match rows to the players they update, and refuse names that would clash.
  const years = [...new Set(checked.map((entry) => entry.player.year))];
  const existing = years.length > 0 ? await listPlayerRowsOfYears(db, actor.leagueId, years) : [];
  const byId = new Map(existing.map((player) => [player.id, player]));
  const byName = new NameIndex<PlayerRow>();
  for (const player of existing) byName.add(player.name, player, player.year);
  const rowOfName = new NameIndex<number>();
  const rowOfTarget = new Map<number, number>();
  const targets = new Map<number, PlayerRow>();

  for (const entry of checked) {
    const { name, year } = entry.player;
    const first = rowOfName.find(name, year);
    if (first !== undefined) {
      problems.push({
        index: entry.index,
        message: `"${entry.player.name}" appears twice in ${entry.player.year} (rows ${first} and ${entry.row})`,
        field: 'name',
      });
      continue;
    }
    rowOfName.add(name, entry.row, year);
    // An id matches only a player of the row's own year: last year's export imported into
    // this year matches by name instead of rewriting last year's book.
    const byOwnId = entry.matchedId === null ? undefined : byId.get(entry.matchedId);
    const target = byOwnId && byOwnId.year === year ? byOwnId : byName.find(name, year);
    const holder = byName.findAll(name, year).find((player) => player.id !== target?.id);
    if (target && holder) {
      problems.push({ index: entry.index, message: alreadyExistsMessage(holder.name), field: 'name' });
      continue;
    }
    if (target) {
      const earlier = rowOfTarget.get(target.id);
      if (earlier !== undefined) {
        problems.push({ index: entry.index, message: `updates the same player as row ${earlier}`, field: 'id' });
        continue;
      }
      rowOfTarget.set(target.id, entry.row);
      targets.set(entry.index, target);
    }
  }
  if (problems.length > 0)
    throw rowsRefusal(
      'players',
      problems,
      (problem) => `Row ${rowNumberOf(body.players[problem.index] ?? {}, problem.index)}: ${problem.message}`,
    );

  const creates: NewPlayer[] = [];
  const updates: Array<NewPlayer & { id: number }> = [];
  for (const entry of checked) {
    const target = targets.get(entry.index);
    if (!target) creates.push(entry.player);
    // A row that names no team keeps the player's team; one without a drafted round, his round.
    else
      updates.push({
        ...entry.player,
        id: target.id,
        teamId: entry.teamGiven ? entry.player.teamId : target.teamId,
        draftRound: entry.roundGiven ? entry.player.draftRound : target.draftRound,
      });
  }

  try {
    await db.transaction(async (tx) => {
      const created = await insertPlayers(tx, actor.leagueId, creates);
      const updated = await updatePlayers(tx, actor.leagueId, updates);
      await recordAudit(tx, actor, [
        ...created.map((after) => ({
          action: 'player.import',
          entity: 'players',
          entityId: after.id,
          before: null,
          after,
        })),
        ...updated.map((after) => ({
          action: 'player.import',
          entity: 'players',
          entityId: after.id,
          before: byId.get(after.id),
          after,
        })),
        // One headline for the whole import: the activity feed tells of it once, not once
        // per row (docs/api.md §18).
        ...(created.length + updated.length > 0
          ? [
              {
                action: 'league.player-import',
                entity: 'leagues',
                entityId: actor.leagueId,
                before: null,
                after: {
                  seasons: [...new Set([...created, ...updated].map((row) => row.year))].sort(),
                  created: created.length,
                  updated: updated.length,
                },
              },
            ]
          : []),
      ]);
    });
  } catch (error) {
    // Another writer took one of these names after our check: nothing was written.
    if (isUniqueViolation(error))
      throw httpErrors.conflict('A player with one of these names was just added; nothing was imported, try again');
    throw error;
  }
  return { created: creates.length, updated: updates.length };
}
