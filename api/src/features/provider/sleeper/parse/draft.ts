import {
  count,
  isObject,
  requireArray,
  requireCount,
  requireId,
  requireObject,
  requireText,
  SLEEPER_LIMITS,
  text,
} from './shape';

export type SleeperDraft = {
  draftId: string;
  season: number | null;
  /** pre_draft, drafting, paused or complete; null when it does not say. */
  status: string | null;
  /** settings.rounds; null when it does not say. */
  rounds: number | null;
  /** Draft slot → roster id, for picks that do not carry their roster. */
  slotToRosterId: Map<number, number>;
  /** Sleeper user id → draft slot (draft_order): the order when slot_to_roster_id is absent (2020). */
  draftOrder: Map<string, number>;
  /** snake, linear or auction; null when it does not say. */
  type: string | null;
  /** settings.reversal_round: the round that keeps the one before's direction (third-round reversal); null: none. */
  reversalRound: number | null;
};

export type SleeperDraftPick = {
  pickNo: number;
  round: number;
  /** Null when the pick does not say (then its draft slot does). */
  rosterId: number | null;
  draftSlot: number | null;
  playerId: string;
  isKeeper: boolean;
  /** "First Last" from the pick's metadata; null when it carries no name. */
  name: string | null;
};

export type SleeperTradedPick = {
  season: number;
  round: number;
  /** The roster whose pick it was. */
  rosterId: number;
  ownerId: number;
  previousOwnerId: number | null;
};

/** `/draft/<id>` or one draft of `/league/<id>/drafts` (2020's drafts have no slot_to_roster_id). */
export function parseDraft(json: unknown): SleeperDraft {
  const draft = requireObject(json, 'draft');
  const slotToRosterId = new Map<number, number>();
  if (isObject(draft.slot_to_roster_id) && Object.keys(draft.slot_to_roster_id).length <= SLEEPER_LIMITS.rosters)
    for (const [slot, rosterId] of Object.entries(draft.slot_to_roster_id)) {
      const slotNumber = count(slot);
      const roster = count(rosterId);
      if (slotNumber !== null && roster !== null) slotToRosterId.set(slotNumber, roster);
    }
  const draftOrder = new Map<string, number>();
  if (isObject(draft.draft_order))
    for (const [userId, slot] of Object.entries(draft.draft_order)) {
      const slotNumber = count(slot);
      if (slotNumber) draftOrder.set(userId, slotNumber);
    }
  const settings = isObject(draft.settings) ? draft.settings : {};
  return {
    draftId: requireId(draft, 'draft_id', 'draft'),
    season: count(draft.season),
    status: text(draft.status) || null,
    rounds: count(settings.rounds) || null,
    slotToRosterId,
    draftOrder,
    type: text(draft.type) || null,
    // Sleeper writes 0 for no reversal.
    reversalRound: count(settings.reversal_round) || null,
  };
}

/** `/draft/<id>/picks`: roster_id as a number or a string, is_keeper true, false or null. */
export function parseDraftPicks(json: unknown): SleeperDraftPick[] {
  return requireArray(json, 'list of draft picks', SLEEPER_LIMITS.draftPicks).map((item) => {
    const pick = requireObject(item, 'draft pick');
    const metadata = isObject(pick.metadata) ? pick.metadata : {};
    const name = [text(metadata.first_name), text(metadata.last_name)]
      .filter((part): part is string => Boolean(part?.trim()))
      .join(' ');
    return {
      pickNo: requireCount(pick, 'pick_no', 'draft pick'),
      round: requireCount(pick, 'round', 'draft pick'),
      rosterId: count(pick.roster_id),
      draftSlot: count(pick.draft_slot),
      playerId: requireText(pick, 'player_id', 'draft pick'),
      isKeeper: pick.is_keeper === true,
      name: name || null,
    };
  });
}

/**
 * The round each player was drafted in, from a draft's picks: every pick but a keeper's (a
 * keeper's round is what keeping him cost, not where he was drafted), by the name `nameOf`
 * gives (a pick without one is left out). A player picked twice has his later pick's round.
 */
export function draftedRoundsOf(
  picks: readonly SleeperDraftPick[],
  nameOf: (pick: SleeperDraftPick) => string | null,
): Array<{ name: string; round: number }> {
  const byPlayer = new Map<string, { name: string; round: number; pickNo: number }>();
  for (const pick of picks) {
    const name = pick.isKeeper ? null : nameOf(pick);
    const earlier = byPlayer.get(pick.playerId);
    if (name && (!earlier || earlier.pickNo < pick.pickNo))
      byPlayer.set(pick.playerId, { name, round: pick.round, pickNo: pick.pickNo });
  }
  return [...byPlayer.values()].map(({ name, round }) => ({ name, round }));
}

/** `/league/<id>/traded_picks`: season a string like "2026", the rest roster ids. */
export function parseTradedPicks(json: unknown): SleeperTradedPick[] {
  return requireArray(json, 'list of traded picks', SLEEPER_LIMITS.tradedPicks).map((item) => {
    const pick = requireObject(item, 'traded pick');
    return {
      season: requireCount(pick, 'season', 'traded pick'),
      round: requireCount(pick, 'round', 'traded pick'),
      rosterId: requireCount(pick, 'roster_id', 'traded pick'),
      ownerId: requireCount(pick, 'owner_id', 'traded pick'),
      previousOwnerId: count(pick.previous_owner_id),
    };
  });
}
