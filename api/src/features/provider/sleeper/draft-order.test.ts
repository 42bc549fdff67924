import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { draftPositions, isReversed, slotsOfRosters } from './draft-order';
import { parseDraft, parseDraftPicks, type SleeperDraft } from './parse/draft';
import type { SleeperRoster } from './parse/teams';

const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./parse/fixtures/sleeper-2020/${name}.json`, import.meta.url), 'utf8')) as unknown;

const roster = (rosterId: number, ownerId: string | null = null): SleeperRoster => ({
  rosterId,
  ownerId,
  players: [],
  starters: [],
  reserve: [],
  waiverBudgetUsed: 0,
});

/** Four rosters: roster r sits in slot 5 - r (roster 4 picks first). */
const fourSlots = (overrides: Partial<SleeperDraft>): SleeperDraft => ({
  draftId: '1',
  season: 2025,
  status: 'pre_draft',
  rounds: 4,
  slotToRosterId: new Map([
    [1, 4],
    [2, 3],
    [3, 2],
    [4, 1],
  ]),
  draftOrder: new Map(),
  type: 'snake',
  reversalRound: null,
  ...overrides,
});
const rosters = [1, 2, 3, 4].map((rosterId) => roster(rosterId));

/** Each round's rosters in pick order. */
function rounds(draft: SleeperDraft, count: number): number[][] {
  const positions = draftPositions(draft, rosters, count);
  return Array.from({ length: count }, (_, index) =>
    positions
      .filter((entry) => entry.round === index + 1)
      .sort((a, b) => a.position - b.position)
      .map((entry) => entry.rosterId),
  );
}

describe("every round's order of a Sleeper draft", () => {
  it('orders every round of the recorded 2020 linear draft as its picks were made', () => {
    const [draft] = (recorded('drafts') as unknown[]).map(parseDraft);
    assert.ok(draft);
    assert.equal(draft.type, 'linear');
    assert.equal(draft.slotToRosterId.size, 0, '2020 names the order by user (draft_order) only');
    const owners = (recorded('roster-owners') as Array<{ roster_id: number; owner_id: string }>).map((entry) =>
      roster(entry.roster_id, entry.owner_id),
    );
    const slots = slotsOfRosters(draft, owners);
    assert.equal(slots.size, 12);
    const rosterAtSlot = new Map([...slots].map(([rosterId, slot]) => [slot, rosterId]));
    const positions = draftPositions(draft, owners, 4);
    const picks = parseDraftPicks(recorded('draft-picks'));
    assert.equal(picks.length, 48);
    assert.equal(positions.length, 48);
    for (const pick of picks) {
      // The pick made pick_no-th overall, in the draft slot of the roster whose pick it was.
      const original = rosterAtSlot.get(pick.draftSlot!);
      const place = positions.find((entry) => entry.round === pick.round && entry.rosterId === original);
      assert.equal(place?.position, pick.pickNo - (pick.round - 1) * 12, `pick ${pick.pickNo}`);
    }
    // Pick 1 was roster 8's (draft_order slot 1), made by roster 4, who held it by a trade.
    assert.equal(rosterAtSlot.get(1), 8);
    assert.equal(picks[0]?.rosterId, 4);
  });

  it('turns a snake draft round every round and repeats a linear one', () => {
    assert.deepEqual(rounds(fourSlots({}), 4), [
      [4, 3, 2, 1],
      [1, 2, 3, 4],
      [4, 3, 2, 1],
      [1, 2, 3, 4],
    ]);
    assert.deepEqual(rounds(fourSlots({ type: 'linear' }), 3), [
      [4, 3, 2, 1],
      [4, 3, 2, 1],
      [4, 3, 2, 1],
    ]);
  });

  it('keeps the direction of the round before in a third-round reversal, then turns on', () => {
    const draft = fourSlots({ reversalRound: 3 });
    assert.deepEqual(
      [1, 2, 3, 4, 5].map((round) => isReversed(draft, round)),
      [false, true, true, false, true],
    );
    assert.deepEqual(rounds(draft, 4), [
      [4, 3, 2, 1],
      [1, 2, 3, 4],
      [1, 2, 3, 4],
      [4, 3, 2, 1],
    ]);
  });

  it('reads the order from draft_order through the rosters’ owners when slot_to_roster_id is absent', () => {
    const draft = fourSlots({
      slotToRosterId: new Map(),
      draftOrder: new Map([
        ['u-a', 2],
        ['u-b', 1],
      ]),
    });
    const owned = [roster(1, 'u-a'), roster(2, 'u-b'), roster(3, null)];
    assert.deepEqual(draftPositions(draft, owned, 2), [
      { round: 1, rosterId: 2, position: 1 },
      { round: 1, rosterId: 1, position: 2 },
      { round: 2, rosterId: 1, position: 1 },
      { round: 2, rosterId: 2, position: 2 },
    ]);
  });

  it('gives no order to an auction, nor to a draft whose slots are not set', () => {
    assert.deepEqual(draftPositions(fourSlots({ type: 'auction' }), rosters, 4), []);
    assert.deepEqual(draftPositions(fourSlots({ slotToRosterId: new Map() }), rosters, 4), []);
  });
});
