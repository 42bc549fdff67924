/**
 * Matching a provider's rosters against one year's player book, whatever the provider: pure,
 * so every rule is tested without a database.
 *
 * A player is found by name (the book's key, whatever its case). A roster import never moves
 * or frees a player silently: every change to a player's team is listed, a keeper changes
 * team only when the commissioner ticked him, and a player no provider roster holds keeps
 * his team unless the commissioner asked to free those players.
 */

/** A row of the player book, as far as a roster import reads it. */
export type BookPlayer = {
  id: number;
  name: string;
  teamId: number | null;
  position: string;
  nflTeam: string;
  isKeeper: boolean;
};

/** A player on a provider roster, his team resolved to the league's team id. */
export type RosteredPlayer = { name: string; teamId: number | null; position: string; nflTeam: string };

export type RosterOptions = {
  /** Keepers (book ids) the commissioner ticked: only these may change team. */
  moveKeepers: ReadonlySet<number>;
  /** Free the players on an imported team whom no roster holds (keepers only when ticked). */
  releaseUnrostered: boolean;
  /** The league's teams the provider's rosters cover; a player elsewhere is none of its business. */
  importedTeamIds: ReadonlySet<number>;
};

/** One change to a player's team the import would make (`applied`) or holds back. */
export type PlayerTeamChange = {
  playerId: number;
  name: string;
  fromTeamId: number | null;
  toTeamId: number | null;
  isKeeper: boolean;
  /** 'move': on another team's roster; 'release': on no roster. */
  kind: 'move' | 'release';
  applied: boolean;
};

type Fields = Pick<BookPlayer, 'teamId' | 'position' | 'nflTeam'>;

export type RosterPlan = {
  creates: RosteredPlayer[];
  updates: Array<{ player: BookPlayer; changes: Partial<Fields> }>;
  unchanged: number;
  teamChanges: PlayerTeamChange[];
};

export function planRosters(
  book: readonly BookPlayer[],
  rostered: readonly RosteredPlayer[],
  options: RosterOptions,
): RosterPlan {
  const byName = new Map(book.map((row) => [row.name.toLowerCase(), row]));
  const plan: RosterPlan = { creates: [], updates: [], unchanged: 0, teamChanges: [] };
  const seen = new Set<string>();

  for (const player of rostered) {
    // Two players of one name (it happens) stay two rows: the second carries his NFL team.
    let name = player.name.trim();
    if (seen.has(name.toLowerCase())) name = `${name} (${player.nflTeam})`;
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    const found = byName.get(name.toLowerCase());
    if (!found) {
      plan.creates.push({ ...player, name });
      continue;
    }
    const changes: Partial<Fields> = {};
    if (found.position !== player.position) changes.position = player.position;
    if (found.nflTeam !== player.nflTeam) changes.nflTeam = player.nflTeam;
    if (found.teamId !== player.teamId) {
      const applied = !found.isKeeper || options.moveKeepers.has(found.id);
      plan.teamChanges.push({
        playerId: found.id,
        name: found.name,
        fromTeamId: found.teamId,
        toTeamId: player.teamId,
        isKeeper: found.isKeeper,
        kind: 'move',
        applied,
      });
      if (applied) changes.teamId = player.teamId;
    }
    if (Object.keys(changes).length === 0) plan.unchanged += 1;
    else plan.updates.push({ player: found, changes });
  }

  for (const row of book) {
    if (row.teamId === null || !options.importedTeamIds.has(row.teamId) || seen.has(row.name.toLowerCase())) continue;
    const applied = options.releaseUnrostered && (!row.isKeeper || options.moveKeepers.has(row.id));
    plan.teamChanges.push({
      playerId: row.id,
      name: row.name,
      fromTeamId: row.teamId,
      toTeamId: null,
      isKeeper: row.isKeeper,
      kind: 'release',
      applied,
    });
    if (applied) plan.updates.push({ player: row, changes: { teamId: null } });
  }
  return plan;
}
