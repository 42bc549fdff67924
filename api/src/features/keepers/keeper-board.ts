import { pickName } from 'shared-contracts/pick-names';
import {
  type BoardKeeper,
  type KeeperBoardPick,
  type KeeperConflict,
  type TradedKeeperPick,
} from 'shared-contracts/keepers';

/** A declared keeper and the round his rule gives him. */
export type RoundedKeeper = Omit<BoardKeeper, 'pick'>;

/** Picks in the order a team uses them: round, then place in the round (unnumbered last), then id. */
function inDraftOrder(a: KeeperBoardPick, b: KeeperBoardPick): number {
  return a.round - b.round || (a.position ?? Infinity) - (b.position ?? Infinity) || a.id - b.id;
}

const listed = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Lays a season's keepers on the next draft's picks (docs/api.md §11). Pure. A keeper uses his
 * team's own pick in his round while the team holds it. When it does not (traded away, or no
 * such pick was made), `next-owned` gives him the first pick the team holds from that round on
 * and `conflict` gives him none; a keeper left without a pick is a `missing-pick` conflict, and
 * keepers that land on one pick are a `shared-pick` conflict. Keepers keep the order given.
 */
export function placeKeepers(
  keepers: readonly RoundedKeeper[],
  picks: readonly KeeperBoardPick[],
  tradedKeeperPick: TradedKeeperPick,
  draftYear: number,
  abbreviation: (teamId: number) => string,
): { keepers: BoardKeeper[]; conflicts: KeeperConflict[] } {
  const ordered = [...picks].sort(inDraftOrder);
  const named = (pick: KeeperBoardPick) => pickName({ ...pick, year: draftYear }, abbreviation);
  const conflicts: KeeperConflict[] = [];

  const placed: BoardKeeper[] = keepers.map((keeper) => {
    const own = ordered.find((pick) => pick.round === keeper.round && pick.originalTeamId === keeper.teamId);
    if (own && own.currentTeamId === keeper.teamId) return { ...keeper, pick: own };
    const next =
      tradedKeeperPick === 'next-owned'
        ? ordered.find((pick) => pick.currentTeamId === keeper.teamId && pick.round >= keeper.round)
        : undefined;
    if (next) return { ...keeper, pick: next };
    const team = abbreviation(keeper.teamId);
    const why = own
      ? `${team} traded its ${draftYear} round ${keeper.round} pick away (${named(own)})`
      : `${team} has no ${draftYear} round ${keeper.round} pick`;
    const rest = tradedKeeperPick === 'next-owned' ? `, nor a later pick` : '';
    conflicts.push({
      kind: 'missing-pick',
      playerIds: [keeper.playerId],
      players: [keeper.name],
      pickId: null,
      message: `${keeper.name} has no pick: ${why}${rest}`,
    });
    return { ...keeper, pick: null };
  });

  const byPick = new Map<number, BoardKeeper[]>();
  for (const keeper of placed) {
    if (keeper.pick) byPick.set(keeper.pick.id, [...(byPick.get(keeper.pick.id) ?? []), keeper]);
  }
  for (const [pickId, sharing] of byPick) {
    if (sharing.length < 2) continue;
    const pick = sharing[0]!.pick!;
    const names = sharing.map((keeper) => keeper.name);
    conflicts.push({
      kind: 'shared-pick',
      playerIds: sharing.map((keeper) => keeper.playerId),
      players: names,
      pickId,
      message: `${listed(names)} ${sharing.length > 2 ? 'all' : 'both'} claim one pick: ${named(pick)}`,
    });
  }
  return { keepers: placed, conflicts };
}
