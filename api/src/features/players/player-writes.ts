import { httpErrors } from '@fastify/sensible';
import { type BatchUpdatePlayersBody, type CreatePlayerBody, type Player } from 'shared-contracts';
import { alreadyExistsMessage, readPlayerChanges, readPlayerValues, teamFinder } from 'shared-contracts/player-rules';
import { NameIndex, nameLookup, sameName } from 'shared-contracts/name-compare';
import type { Database, Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { type Actor, recordAudit } from '../audit';
import {
  insertPlayers,
  listPlayerNamesOfYear,
  listPlayerRowsOfYears,
  lockPlayers,
  type NewPlayer,
  type PlayerRow,
  teamsByIdOf,
  toPlayer,
  updatePlayers,
} from './player-repository';
import { pointsOf } from './player-points';
import { problemsRefusal, type RowProblem, rowsRefusal } from './player-rules';
import { listTeams } from '../teams';

/** POST /api/players: one new player, docs/screens/players.md §4.3's rules, audited. */
export async function createPlayer(db: Database, actor: Actor, body: CreatePlayerBody): Promise<Player> {
  const leagueTeams = await listTeams(db, actor.leagueId);
  const values = readPlayerValues(body);
  const team = teamFinder(leagueTeams, nameLookup)(body);
  const problems = [...(values.ok ? [] : values.problems), ...(team.ok ? [] : [team])];
  // Every problem at once, each at its field.
  if (!values.ok || !team.ok)
    throw problemsRefusal(
      [...new Set(problems.map((problem) => problem.message))].join('; '),
      problems,
      problems.map(({ field, message }) => ({ path: [field], message })),
    );

  const row: NewPlayer = {
    ...values.value,
    year: body.year,
    teamId: team.teamId ?? null,
    draftRound: values.value.draftRound ?? null,
  };
  try {
    const stored = await db.transaction(async (tx) => {
      const names = await listPlayerNamesOfYear(tx, actor.leagueId, body.year);
      if (names.some((name) => sameName(name, row.name))) throw httpErrors.conflict(alreadyExistsMessage(row.name));
      const [created] = await insertPlayers(tx, actor.leagueId, [row]);
      if (!created) throw new Error('insert answered no row');
      await recordAudit(tx, actor, {
        action: 'player.create',
        entity: 'players',
        entityId: created.id,
        before: null,
        after: created,
      });
      return created;
    });
    return toPlayer(stored, teamsByIdOf(leagueTeams), (await pointsOf(db, actor.leagueId, [stored]))(stored));
  } catch (error) {
    // Another request created the same name between our check and our insert.
    if (isUniqueViolation(error)) throw httpErrors.conflict(alreadyExistsMessage(row.name));
    throw error;
  }
}

/** "Player 12: …" for a problem of the update at `index`. */
const describeUpdate = (body: BatchUpdatePlayersBody) => (problem: RowProblem) =>
  `Player ${body.updates[problem.index]?.id}: ${problem.message}`;

/**
 * PATCH /api/players/batch: changes several players in one transaction, or none. A player
 * listed twice or a bad field answers 400, unknown ids 404, a name another player of the year
 * holds 409; each lists every problem in `issues` at `['updates', index, field]`, so the
 * screen marks its rows by their place in the list it sent.
 */
export async function batchUpdatePlayers(db: Database, actor: Actor, body: BatchUpdatePlayersBody): Promise<Player[]> {
  const ids = body.updates.map((update) => update.id);
  const repeated: RowProblem[] = ids.flatMap((id, index) =>
    ids.indexOf(id) !== index ? [{ index, field: 'id', message: `Player ${id} is listed twice` }] : [],
  );
  if (repeated.length > 0) throw rowsRefusal('updates', repeated, (problem) => problem.message);
  const leagueTeams = await listTeams(db, actor.leagueId);
  const findTeam = teamFinder(leagueTeams, nameLookup);

  try {
    const stored = await db.transaction(async (tx) => {
      const current = new Map((await lockPlayers(tx, actor.leagueId, ids)).map((row) => [row.id, row]));
      const missing = ids.filter((id) => !current.has(id));
      if (missing.length > 0) {
        const issues = ids.flatMap((id, index) =>
          current.has(id) ? [] : [{ path: ['updates', index, 'id'], message: 'Player not found' }],
        );
        throw Object.assign(
          httpErrors.notFound(`Player${missing.length > 1 ? 's' : ''} not found: ${missing.join(', ')}`),
          { issues },
        );
      }

      const problems: RowProblem[] = [];
      const next: Array<NewPlayer & { id: number }> = [];
      body.updates.forEach((update, index) => {
        const before = current.get(update.id) as PlayerRow;
        const changes = readPlayerChanges(update);
        const team = findTeam(update);
        if (!changes.ok) for (const { field, message } of changes.problems) problems.push({ index, field, message });
        if (!team.ok) {
          const { field, message, missingRow } = team;
          problems.push({ index, field, message, ...(missingRow && { missingRow }) });
        }
        if (changes.ok && team.ok)
          next.push({ ...before, ...changes.value, teamId: team.teamId === undefined ? before.teamId : team.teamId });
      });
      if (problems.length > 0) throw rowsRefusal('updates', problems, describeUpdate(body));

      await refuseTakenNames(tx, actor.leagueId, next);
      const updated = await updatePlayers(tx, actor.leagueId, next);
      await recordAudit(
        tx,
        actor,
        updated.map((after) => ({
          action: 'player.update',
          entity: 'players',
          entityId: after.id,
          before: current.get(after.id),
          after,
        })),
      );
      return updated;
    });
    const byId = teamsByIdOf(leagueTeams);
    const points = await pointsOf(db, actor.leagueId, stored);
    return stored.map((row) => toPlayer(row, byId, points(row)));
  } catch (error) {
    if (isUniqueViolation(error)) throw httpErrors.conflict('Two players of a year would share a name');
    throw error;
  }
}

/**
 * 409 when an edited name is held by a player not in the edit, or twice in the edit: every
 * such update in `issues` at `['updates', index, 'name']`.
 */
async function refuseTakenNames(
  db: Queryable,
  leagueId: number,
  next: Array<NewPlayer & { id: number }>,
): Promise<void> {
  const editedIds = new Set(next.map((row) => row.id));
  const indexOfName = new NameIndex<number>();
  const problems: Array<{ index: number; message: string }> = [];
  next.forEach((row, index) => {
    if (indexOfName.find(row.name, row.year) !== undefined)
      problems.push({ index, message: alreadyExistsMessage(row.name) });
    else indexOfName.add(row.name, index, row.year);
  });
  const years = [...new Set(next.map((row) => row.year))];
  for (const other of await listPlayerRowsOfYears(db, leagueId, years)) {
    if (editedIds.has(other.id)) continue;
    const index = indexOfName.find(other.name, other.year);
    if (index !== undefined) problems.push({ index, message: alreadyExistsMessage(other.name) });
  }
  if (problems.length === 0) return;
  problems.sort((a, b) => a.index - b.index);
  const issues = problems.map(({ index, message }) => ({ path: ['updates', index, 'name'], message }));
  throw Object.assign(httpErrors.conflict([...new Set(problems.map((problem) => problem.message))].join('; ')), {
    issues,
  });
}
