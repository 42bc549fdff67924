import { httpErrors } from '@fastify/sensible';
import type { BatchUpdatePlayersBody, CreatePlayerBody, Player } from 'shared-contracts';
import type { Database, Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { type Actor, recordAudit } from '../audit';
import {
  findPlayerByName,
  insertPlayers,
  type LeagueTeam,
  listPlayerRowsOfYears,
  lockPlayers,
  type NewPlayer,
  type PlayerRow,
  teamsByIdOf,
  toPlayer,
  updatePlayers,
} from './player-repository';
import { alreadyExistsMessage, nameKey, readChanges, readPlayerValues, readTeamChoice, type TeamChoice } from './player-rules';
import { listTeams } from '../teams';
import { quoteInput } from '../../plugins/errors';

type Resolved = { ok: true; teamId: number | null | undefined } | { ok: false; message: string; field: string };

/** The team id a choice names among the league's teams; undefined keeps the current team. */
export function resolveTeam(choice: TeamChoice, leagueTeams: LeagueTeam[]): Resolved {
  switch (choice.kind) {
    case 'unchanged':
      return { ok: true, teamId: undefined };
    case 'free-agent':
      return { ok: true, teamId: null };
    case 'id':
      return leagueTeams.some((team) => team.id === choice.teamId)
        ? { ok: true, teamId: choice.teamId }
        : { ok: false, message: `team ${choice.teamId} is not a team of this league`, field: 'teamId' };
    case 'key': {
      const team = leagueTeams.find((candidate) => candidate.yahooTeamKey === choice.key);
      return team ? { ok: true, teamId: team.id } : { ok: false, message: `no team of this league has the Yahoo team key ${quoteInput(choice.key)}`, field: 'yahooTeamKey' };
    }
  }
}

/** POST /api/players: one new player, SPEC.md §5's rules, audited. */
export async function createPlayer(db: Database, actor: Actor, body: CreatePlayerBody): Promise<Player> {
  const values = readPlayerValues(body);
  if (!values.ok) throw httpErrors.badRequest(values.message);
  const leagueTeams = await listTeams(db, actor.leagueId);
  const choice = readTeamChoice(body);
  if (!choice.ok) throw httpErrors.badRequest(choice.message);
  const team = resolveTeam(choice.value, leagueTeams);
  if (!team.ok) throw httpErrors.badRequest(team.message);

  const row: NewPlayer = { ...values.value, year: body.year, teamId: team.teamId ?? null };
  try {
    const stored = await db.transaction(async (tx) => {
      if (await findPlayerByName(tx, actor.leagueId, body.year, row.name)) throw httpErrors.conflict(alreadyExistsMessage(row.name));
      const [created] = await insertPlayers(tx, actor.leagueId, [row]);
      if (!created) throw new Error('insert answered no row');
      await recordAudit(tx, actor, { action: 'player.create', entity: 'players', entityId: created.id, before: null, after: created });
      return created;
    });
    return toPlayer(stored, teamsByIdOf(leagueTeams));
  } catch (error) {
    // Another request created the same name between our check and our insert.
    if (isUniqueViolation(error)) throw httpErrors.conflict(alreadyExistsMessage(row.name));
    throw error;
  }
}


/**
 * PATCH /api/players/batch: changes several players in one transaction, or none. Unknown
 * ids answer 404, bad fields 400, a name another player of the year holds 409, each naming
 * the players.
 */
export async function batchUpdatePlayers(db: Database, actor: Actor, body: BatchUpdatePlayersBody): Promise<Player[]> {
  const ids = body.updates.map((update) => update.id);
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (repeated.length > 0) throw httpErrors.badRequest(`Player ${repeated[0]} is listed twice`);
  const leagueTeams = await listTeams(db, actor.leagueId);

  try {
    const stored = await db.transaction(async (tx) => {
      const current = new Map((await lockPlayers(tx, actor.leagueId, ids)).map((row) => [row.id, row]));
      const missing = ids.filter((id) => !current.has(id));
      if (missing.length > 0) throw httpErrors.notFound(`Player${missing.length > 1 ? 's' : ''} not found: ${missing.join(', ')}`);

      const problems: string[] = [];
      const next: Array<NewPlayer & { id: number }> = [];
      for (const update of body.updates) {
        const before = current.get(update.id) as PlayerRow;
        const changes = readChanges(update);
        const choice = readTeamChoice(update);
        const team = choice.ok ? resolveTeam(choice.value, leagueTeams) : choice;
        if (!changes.ok) problems.push(`Player ${update.id}: ${changes.message}`);
        else if (!team.ok) problems.push(`Player ${update.id}: ${team.message}`);
        else next.push({ ...before, ...changes.value, teamId: team.teamId === undefined ? before.teamId : team.teamId });
      }
      if (problems.length > 0) throw httpErrors.badRequest(problems.join('; '));

      await refuseTakenNames(tx, actor.leagueId, next);
      const updated = await updatePlayers(tx, actor.leagueId, next);
      await recordAudit(
        tx,
        actor,
        updated.map((after) => ({ action: 'player.update', entity: 'players', entityId: after.id, before: current.get(after.id), after })),
      );
      return updated;
    });
    const byId = teamsByIdOf(leagueTeams);
    return stored.map((row) => toPlayer(row, byId));
  } catch (error) {
    if (isUniqueViolation(error)) throw httpErrors.conflict('Two players of a year would share a name');
    throw error;
  }
}

/** 409 when an edited name is held by a player not in the edit, or twice in the edit. */
async function refuseTakenNames(db: Queryable, leagueId: number, next: Array<NewPlayer & { id: number }>): Promise<void> {
  const editedIds = new Set(next.map((row) => row.id));
  const seen = new Map<string, number>();
  for (const row of next) {
    const key = nameKey(row.year, row.name);
    if (seen.has(key)) throw httpErrors.conflict(alreadyExistsMessage(row.name));
    seen.set(key, row.id);
  }
  const years = [...new Set(next.map((row) => row.year))];
  for (const other of await listPlayerRowsOfYears(db, leagueId, years)) {
    if (editedIds.has(other.id)) continue;
    const holder = seen.get(nameKey(other.year, other.name));
    if (holder !== undefined) throw httpErrors.conflict(alreadyExistsMessage(other.name));
  }
}
