import { httpErrors } from '@fastify/sensible';
import type { UpsertPlayersBody, UpsertPlayersResult } from 'shared-contracts';
import { looseSeason } from 'shared-contracts';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { type Actor, recordAudit } from '../audit';
import { insertPlayers, listPlayerRowsOfYears, type NewPlayer, type PlayerRow, updatePlayers } from './player-repository';
import { alreadyExistsMessage, describeBadRows, nameKey, readPlayerValues, readTeamChoice } from './player-rules';
import { resolveTeam } from './player-writes';
import { listTeams } from '../teams';
import { badRequestWithIssues, quoteInput } from '../../plugins/errors';

/** A refused row: its place in the call (from 1), why, and the field it is about. */
type Problem = { row: number; message: string; field?: string };
type Checked = { row: number; player: NewPlayer; teamGiven: boolean; matchedId: number | null };


/**
 * POST /api/players/upsert: CSV import and batch-edit save. Every row is checked before
 * anything is written (one bad row refuses the call: 400 naming the rows, with each problem in
 * `issues` at `['players', index, field]`); then all rows are written in one transaction, in
 * statements of at most 1,000 rows.
 */
export async function upsertPlayers(db: Database, actor: Actor, body: UpsertPlayersBody): Promise<UpsertPlayersResult> {
  const leagueTeams = await listTeams(db, actor.leagueId);
  const problems: Problem[] = [];
  const checked: Checked[] = [];

  body.players.forEach((input, index) => {
    const row = index + 1;
    const year = looseSeason.safeParse(input.year === null || input.year === undefined || input.year === '' ? body.year : input.year);
    if (!year.success) return void problems.push({ row, message: 'year is required, on the row or the body, and must be a season such as 2025', field: 'year' });
    const values = readPlayerValues(input);
    if (!values.ok) return void problems.push({ row, message: values.message, field: values.field });
    const choice = readTeamChoice(input);
    const team = choice.ok ? resolveTeam(choice.value, leagueTeams) : choice;
    if (!team.ok) return void problems.push({ row, message: team.message, field: team.field });
    const id = input.id === null || input.id === undefined || input.id === '' ? null : Number(input.id);
    if (id !== null && !(Number.isInteger(id) && id > 0)) return void problems.push({ row, message: `id ${quoteInput(input.id)} is not a player id`, field: 'id' });
    checked.push({ row, player: { ...values.value, year: year.data, teamId: team.teamId ?? null }, teamGiven: team.teamId !== undefined, matchedId: id });
  });

  // Match rows to the players they update, and refuse names that would clash.
  const years = [...new Set(checked.map((entry) => entry.player.year))];
  const existing = years.length > 0 ? await listPlayerRowsOfYears(db, actor.leagueId, years) : [];
  const byId = new Map(existing.map((player) => [player.id, player]));
  const byName = new Map(existing.map((player) => [nameKey(player.year, player.name), player]));
  const rowOfName = new Map<string, number>();
  const rowOfTarget = new Map<number, number>();
  const targets = new Map<number, PlayerRow>();

  for (const entry of checked) {
    const key = nameKey(entry.player.year, entry.player.name);
    const first = rowOfName.get(key);
    if (first !== undefined) {
      problems.push({ row: entry.row, message: `"${entry.player.name}" appears twice in ${entry.player.year} (rows ${first} and ${entry.row})`, field: 'name' });
      continue;
    }
    rowOfName.set(key, entry.row);
    // An id matches only a player of the row's own year: last year's export imported into
    // this year matches by name instead of rewriting last year's book.
    const byOwnId = entry.matchedId === null ? undefined : byId.get(entry.matchedId);
    const target = byOwnId && byOwnId.year === entry.player.year ? byOwnId : byName.get(key);
    const holder = byName.get(key);
    if (target && holder && holder.id !== target.id) {
      problems.push({ row: entry.row, message: alreadyExistsMessage(holder.name), field: 'name' });
      continue;
    }
    if (target) {
      const earlier = rowOfTarget.get(target.id);
      if (earlier !== undefined) {
        problems.push({ row: entry.row, message: `updates the same player as row ${earlier}`, field: 'id' });
        continue;
      }
      rowOfTarget.set(target.id, entry.row);
      targets.set(entry.row, target);
    }
  }
  if (problems.length > 0) {
    problems.sort((a, b) => a.row - b.row);
    const issues = problems.map(({ row, message, field }) => ({ path: ['players', row - 1, ...(field ? [field] : [])], message }));
    throw badRequestWithIssues(describeBadRows(problems), issues);
  }

  const creates: NewPlayer[] = [];
  const updates: Array<NewPlayer & { id: number }> = [];
  for (const entry of checked) {
    const target = targets.get(entry.row);
    if (!target) creates.push(entry.player);
    // A row that names no team keeps the player's team.
    else updates.push({ ...entry.player, id: target.id, teamId: entry.teamGiven ? entry.player.teamId : target.teamId });
  }

  try {
    await db.transaction(async (tx) => {
      const created = await insertPlayers(tx, actor.leagueId, creates);
      const updated = await updatePlayers(tx, actor.leagueId, updates);
      await recordAudit(tx, actor, [
        ...created.map((after) => ({ action: 'player.import', entity: 'players', entityId: after.id, before: null, after })),
        ...updated.map((after) => ({ action: 'player.import', entity: 'players', entityId: after.id, before: byId.get(after.id), after })),
      ]);
    });
  } catch (error) {
    // Another writer took one of these names after our check: nothing was written.
    if (isUniqueViolation(error)) throw httpErrors.conflict('A player with one of these names was just added; nothing was imported, try again');
    throw error;
  }
  return { created: creates.length, updated: updates.length };
}
