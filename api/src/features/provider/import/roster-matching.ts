/**
 * Matching a provider's rosters against one year's player book, whatever the provider: pure,
 * so every rule is tested without a database.
 *
 * A player is found by name (the book's key, whatever its case) and takes the provider's id of
 * him where the book lacks it or holds another. A roster import never moves
 * or frees a player silently: every change to a player's team is listed, a keeper changes
 * team only when the commissioner ticked him, and a player no provider roster holds keeps
 * his team unless the commissioner asked to free those players.
 *
 * The league's book is its own record (docs/leagues.md §5): a player changes team only where
 * the provider's answer changed since the last import; and where it changed but the move would
 * undo a trade accepted in the app since then, only when the commissioner chose the provider's.
 */

/** A row of the player book, as far as a roster import reads it. */
export type BookPlayer = {
  id: number;
  name: string;
  teamId: number | null;
  position: string;
  nflTeam: string;
  isKeeper: boolean;
  /** The provider's id of him, set by an import; null (or absent) for a player only the book knows. */
  providerPlayerId?: string | null;
};

/**
 * A player on a provider roster, his team resolved to the league's team id, with the
 * provider's id of him (docs/screens/players.md §4.8) where it has one.
 */
export type RosteredPlayer = {
  name: string;
  teamId: number | null;
  position: string;
  nflTeam: string;
  providerPlayerId?: string | null;
};

/** A trade accepted in the app, as an import names it: which, when, between which teams (all of them). */
export type AppTrade = { id: number; acceptedAt: Date; teamIds: number[] };

export type RosterOptions = {
  /** Keepers (book ids) the commissioner ticked: only these may change team. */
  moveKeepers: ReadonlySet<number>;
  /** Free the players on an imported team whom no roster holds (keepers only when ticked). */
  releaseUnrostered: boolean;
  /** The league's teams the provider's rosters cover; a player elsewhere is none of its business. */
  importedTeamIds: ReadonlySet<number>;
  /**
   * Per book player (id): the team the provider had him on at the last import (null: on no
   * roster); absent when no import recorded him. Where the provider still says the same, the
   * book's team stands, whatever the app did since.
   */
  providerBefore?: ReadonlyMap<number, number | null>;
  /** Per book player (id): the latest trade accepted in the app since the last import that moved him. */
  tradedSince?: ReadonlyMap<number, AppTrade>;
  /** Players (ids) whose move undoing a trade the commissioner chose to take from the provider. */
  takeProvider?: ReadonlySet<number>;
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
  /** The trade accepted in the app that the change would undo; made only when the commissioner chose it. */
  undoesTrade?: AppTrade;
};

type Fields = Pick<BookPlayer, 'teamId' | 'position' | 'nflTeam' | 'providerPlayerId'>;

export type RosterPlan = {
  creates: RosteredPlayer[];
  updates: Array<{ player: BookPlayer; changes: Partial<Fields> }>;
  unchanged: number;
  teamChanges: PlayerTeamChange[];
  /**
   * The provider's answer this import, per player's name in the book (lower case): the team
   * whose roster holds him, or null for a book player of an imported team on none. The import
   * records it for the next one to compare with; a change held back until asked (an unticked
   * keeper, the unrostered not freed) is left out, so the next import offers it again.
   */
  providerTeams: Map<string, number | null>;
  /** Book players (ids) whose team the app keeps against the provider's answer: unchanged there, or a trade kept. */
  held: Set<number>;
};

/**
 * Whether the provider's answer for a book player moves him: not where the provider says what
 * it said at the last import (the app's record stands), nor where it would undo a trade
 * accepted since unless the commissioner chose the provider's. `trade` is that trade, if any.
 */
function providerMove(
  player: BookPlayer,
  providerTeamId: number | null,
  options: RosterOptions,
): { moves: boolean; trade: AppTrade | null } {
  const before = options.providerBefore?.get(player.id);
  if (before !== undefined && before === providerTeamId) return { moves: false, trade: null };
  const trade = options.tradedSince?.get(player.id) ?? null;
  return { moves: trade === null || (options.takeProvider?.has(player.id) ?? false), trade };
}

export function planRosters(
  book: readonly BookPlayer[],
  rostered: readonly RosteredPlayer[],
  options: RosterOptions,
): RosterPlan {
  const byName = new Map(book.map((row) => [row.name.toLowerCase(), row]));
  const plan: RosterPlan = {
    creates: [],
    updates: [],
    unchanged: 0,
    teamChanges: [],
    providerTeams: new Map(),
    held: new Set(),
  };
  const seen = new Set<string>();

  for (const player of rostered) {
    // Two players of one name (it happens) stay two rows: the second carries his NFL team.
    let name = player.name.trim();
    if (seen.has(name.toLowerCase())) name = `${name} (${player.nflTeam})`;
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    plan.providerTeams.set(name.toLowerCase(), player.teamId);
    const found = byName.get(name.toLowerCase());
    if (!found) {
      plan.creates.push({ ...player, name });
      continue;
    }
    const changes: Partial<Fields> = {};
    if (found.position !== player.position) changes.position = player.position;
    if (found.nflTeam !== player.nflTeam) changes.nflTeam = player.nflTeam;
    // The provider's id fills in a book player found by name, or corrects one; none never clears it.
    if (player.providerPlayerId && found.providerPlayerId !== player.providerPlayerId)
      changes.providerPlayerId = player.providerPlayerId;
    const { moves, trade } = providerMove(found, player.teamId, options);
    if (found.teamId !== player.teamId && (moves || trade)) {
      const applied = moves && (!found.isKeeper || options.moveKeepers.has(found.id));
      plan.teamChanges.push({
        playerId: found.id,
        name: found.name,
        fromTeamId: found.teamId,
        toTeamId: player.teamId,
        isKeeper: found.isKeeper,
        kind: 'move',
        applied,
        ...(trade ? { undoesTrade: trade } : {}),
      });
      if (applied) changes.teamId = player.teamId;
      // A change held back until asked (an unticked keeper) is offered again next time.
      if (moves && !applied) plan.providerTeams.delete(name.toLowerCase());
    }
    if (!moves) plan.held.add(found.id);
    if (Object.keys(changes).length === 0) plan.unchanged += 1;
    else plan.updates.push({ player: found, changes });
  }

  for (const row of book) {
    if (row.teamId === null || !options.importedTeamIds.has(row.teamId) || seen.has(row.name.toLowerCase())) continue;
    plan.providerTeams.set(row.name.toLowerCase(), null);
    const { moves, trade } = providerMove(row, null, options);
    if (!moves) plan.held.add(row.id);
    if (!moves && !trade) continue;
    const applied = moves && options.releaseUnrostered && (!row.isKeeper || options.moveKeepers.has(row.id));
    if (moves && !applied) plan.providerTeams.delete(row.name.toLowerCase());
    plan.teamChanges.push({
      playerId: row.id,
      name: row.name,
      fromTeamId: row.teamId,
      toTeamId: null,
      isKeeper: row.isKeeper,
      kind: 'release',
      applied,
      ...(trade ? { undoesTrade: trade } : {}),
    });
    if (applied) plan.updates.push({ player: row, changes: { teamId: null } });
  }
  return plan;
}
