import { rosterPlayer } from './roster-fixtures';
import { slotLabels, slotOf } from './slot-labels';

describe('roster slot labels (docs/screens/teams.md §4.2)', () => {
  it('reads the lineup slot, not the player position', () => {
    const flexRunningBack = rosterPlayer('W/R/T', { position: 'RB' });
    expect(slotOf(flexRunningBack)).toBe('W/R/T');
    expect(slotLabels([flexRunningBack])).toEqual(['FLEX']);
  });

  it("names Sleeper's flex slots as the league reads a lineup: FLEX, SF, W/T, W/R", () => {
    expect(
      slotLabels([
        rosterPlayer('FLEX', { position: 'RB' }),
        rosterPlayer('SUPER_FLEX', { position: 'QB' }),
        rosterPlayer('REC_FLEX', { position: 'TE' }),
        rosterPlayer('WRRB_FLEX', { position: 'WR' }),
      ]),
    ).toEqual(['FLEX', 'SF', 'W/T', 'W/R']);
  });

  it('not starting gives BN, whatever the slot says', () => {
    expect(slotLabels([rosterPlayer('BN'), rosterPlayer('IR')])).toEqual(['BN', 'BN']);
    expect(slotLabels([rosterPlayer('QB', { isStarting: false })])).toEqual(['BN']);
  });

  it('a starting QB gives QB', () => {
    expect(slotLabels([rosterPlayer('QB')])).toEqual(['QB']);
  });

  it('the second starting QB by roster order gives SF', () => {
    expect(slotLabels([rosterPlayer('QB'), rosterPlayer('WR'), rosterPlayer('QB')])).toEqual(['QB', 'WR1', 'SF']);
  });

  it('a benched QB does not count towards the second starting QB', () => {
    expect(slotLabels([rosterPlayer('QB', { isStarting: false }), rosterPlayer('QB')])).toEqual(['BN', 'QB']);
  });

  it('the first and second WR give WR1 and WR2; a third is WR', () => {
    expect(slotLabels([rosterPlayer('WR'), rosterPlayer('WR'), rosterPlayer('WR')])).toEqual(['WR1', 'WR2', 'WR']);
  });

  it('the first and second RB give RB1 and RB2; a third is RB', () => {
    expect(slotLabels([rosterPlayer('RB'), rosterPlayer('RB'), rosterPlayer('RB')])).toEqual(['RB1', 'RB2', 'RB']);
  });

  it('counts WR and RB starters apart, in roster order, skipping the bench', () => {
    const roster = [
      rosterPlayer('RB'),
      rosterPlayer('BN', { position: 'WR' }),
      rosterPlayer('WR'),
      rosterPlayer('RB'),
      rosterPlayer('WR'),
    ];
    expect(slotLabels(roster)).toEqual(['RB1', 'BN', 'WR1', 'RB2', 'WR2']);
  });

  it('TE gives TE', () => {
    expect(slotLabels([rosterPlayer('TE')])).toEqual(['TE']);
  });

  it('W/T gives W/T', () => {
    expect(slotLabels([rosterPlayer('W/T')])).toEqual(['W/T']);
  });

  it('W/R/T gives FLEX', () => {
    expect(slotLabels([rosterPlayer('W/R/T'), rosterPlayer('W/R/T')])).toEqual(['FLEX', 'FLEX']);
  });

  it('Q/W/R/T gives SF', () => {
    expect(slotLabels([rosterPlayer('QB'), rosterPlayer('Q/W/R/T', { position: 'QB' })])).toEqual(['QB', 'SF']);
  });

  it('any other slot gives the slot itself', () => {
    expect(slotLabels([rosterPlayer('K'), rosterPlayer('DEF'), rosterPlayer('D'), rosterPlayer('DB')])).toEqual([
      'K',
      'DEF',
      'D',
      'DB',
    ]);
  });

  it('labels a whole Yahoo lineup as the league reads it', () => {
    const slots = ['QB', 'WR', 'WR', 'RB', 'RB', 'TE', 'W/R/T', 'K', 'DEF', 'BN', 'BN', 'IR'];
    expect(slotLabels(slots.map((slot) => rosterPlayer(slot)))).toEqual([
      'QB',
      'WR1',
      'WR2',
      'RB1',
      'RB2',
      'TE',
      'FLEX',
      'K',
      'DEF',
      'BN',
      'BN',
      'BN',
    ]);
  });

  it('labels an empty roster as nothing', () => {
    expect(slotLabels([])).toEqual([]);
  });
});
