import { screen, within } from '@testing-library/react';
import { renderWithAuth } from 'shared-auth/testing';
import { endpoints } from 'shared-contracts';
import { mockApi, server } from 'shared-testing';
import { KeeperSeasonSettings } from '../index';
import { type KeeperRule, type RolloverResult, keeperEndpoints } from 'shared-contracts/keepers';

const saved: KeeperRule = {
  season: 2025,
  increaseAmount: 5,
  increasePercent: 10,
  addBuffer: true,
  maxYearsKept: 3,
  maxKeepersPerTeam: 2,
  auctionBudget: 200,
  deadline: '2025-08-31T12:00',
  timeZone: 'America/Chicago',
  deadlineAt: '2025-08-31T17:00:00.000Z',
  keeperRound: { kind: 'drafted-round', minusPerYear: 0 },
  tradedKeeperPick: 'conflict',
};

const preview: RolloverResult = {
  fromSeason: 2025,
  toSeason: 2026,
  dryRun: true,
  created: 1,
  updated: 1,
  unchanged: 7,
  changes: [
    {
      name: 'Patrick Mahomes',
      playerId: null,
      kind: 'create',
      fields: [
        { field: 'teamId', before: null, after: 49 },
        { field: 'yearsKept', before: null, after: 3 },
        { field: 'currentYearValue', before: null, after: 66 },
      ],
    },
    {
      name: 'Bijan Robinson',
      playerId: 12,
      kind: 'update',
      fields: [
        { field: 'teamId', before: null, after: 50 },
        { field: 'previousYearValue', before: null, after: 40 },
      ],
    },
  ],
};

describe('Settings → keeper season', () => {
  it("shows the season's rule, and the commissioner saves a change with the fields as numbers", async () => {
    let sent: unknown;
    server.use(
      mockApi.on(keeperEndpoints.getKeeperRule, { rule: saved }),
      mockApi.on(keeperEndpoints.setKeeperRule, ({ body }) => {
        sent = body;
        return { ...saved, ...(body as object) };
      }),
    );
    const { user } = renderWithAuth(<KeeperSeasonSettings />, { route: '/settings' });
    const form = await screen.findByRole('form', { name: 'Keeper rule for 2025' });
    const percent = within(form).getByLabelText('Percentage increase (%)');
    expect(percent).toHaveValue(10);
    expect(within(form).getByRole('checkbox', { name: "Add the player's buffer" })).toBeChecked();
    expect(within(form).getByLabelText('Keeper deadline')).toHaveValue('2025-08-31T12:00');
    await user.clear(percent);
    await user.type(percent, '15');
    await user.click(within(form).getByRole('button', { name: 'Save keeper rule' }));
    expect(await screen.findByText('Keeper rule for 2025 saved')).toBeInTheDocument();
    expect(sent).toEqual({
      increaseAmount: 5,
      increasePercent: 15,
      addBuffer: true,
      maxYearsKept: 3,
      maxKeepersPerTeam: 2,
      auctionBudget: 200,
      deadline: '2025-08-31T12:00',
      timeZone: 'America/Chicago',
      keeperRound: { kind: 'drafted-round', minusPerYear: 0 },
      tradedKeeperPick: 'conflict',
    });
  });

  it("sets how a keeper's round is set and what a traded pick does", async () => {
    let sent: unknown;
    server.use(
      mockApi.on(keeperEndpoints.getKeeperRule, { rule: saved }),
      mockApi.on(keeperEndpoints.setKeeperRule, ({ body }) => {
        sent = body;
        return { ...saved, ...(body as object) };
      }),
    );
    const { user } = renderWithAuth(<KeeperSeasonSettings />, { route: '/settings' });
    const form = await screen.findByRole('form', { name: 'Keeper rule for 2025' });
    expect(within(form).getByLabelText('Rounds earlier a year kept')).toHaveValue(0);
    await user.click(within(form).getByRole('combobox', { name: "Keeper's draft round" }));
    await user.click(await screen.findByRole('option', { name: 'From his cost to keep' }));
    const dollars = within(form).getByLabelText('Dollars a round earlier ($)');
    await user.clear(dollars);
    await user.type(dollars, '15');
    await user.click(within(form).getByRole('combobox', { name: 'When his pick was traded' }));
    await user.click(await screen.findByRole('option', { name: "Use his team's next pick" }));
    await user.click(within(form).getByRole('button', { name: 'Save keeper rule' }));
    expect(await screen.findByText('Keeper rule for 2025 saved')).toBeInTheDocument();
    expect(sent).toMatchObject({
      keeperRound: { kind: 'from-cost', dollarsPerRound: 15 },
      tradedKeeperPick: 'next-owned',
    });
  });

  it('suggests a deadline before the next draft that is still ahead, and warns of one that has passed', async () => {
    // 25 November 2026: the 2025 rule's keepers go into 2026, whose draft is over; the next is 2027's.
    jest.useFakeTimers({
      now: new Date('2026-11-25T12:00:00Z'),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'performance',
        'hrtime',
      ],
    });
    try {
      server.use(mockApi.on(keeperEndpoints.getKeeperRule, { rule: null }));
      const { user } = renderWithAuth(<KeeperSeasonSettings />, { route: '/settings' });
      const form = await screen.findByRole('form', { name: 'Keeper rule for 2025' });
      const deadline = within(form).getByLabelText('Keeper deadline');
      expect(deadline).toHaveValue('2027-08-31T12:00');
      const warning =
        'This deadline has passed: managers cannot change their keepers after it, only the commissioner can.';
      expect(within(form).queryByText(warning)).not.toBeInTheDocument();
      await user.clear(deadline);
      await user.type(deadline, '2026-08-31T12:00');
      expect(within(form).getByText(warning)).toBeInTheDocument();
      expect(deadline).toHaveAccessibleDescription(warning);
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the server's refusal of a rule in its words", async () => {
    server.use(
      mockApi.on(keeperEndpoints.getKeeperRule, { rule: null }),
      mockApi.refuse(keeperEndpoints.setKeeperRule, 400, 'maxYearsKept must be a whole number from 1 to 50'),
    );
    const { user } = renderWithAuth(<KeeperSeasonSettings />, { route: '/settings' });
    const form = await screen.findByRole('form', { name: 'Keeper rule for 2025' });
    expect(within(form).getByText('Not set yet: these are suggestions until you save.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Most years kept'));
    await user.click(within(form).getByRole('button', { name: 'Save keeper rule' }));
    expect(await screen.findByText('maxYearsKept must be a whole number from 1 to 50')).toBeInTheDocument();
  });

  it('lets a manager read the rule but not change it or roll over', async () => {
    server.use(mockApi.on(keeperEndpoints.getKeeperRule, { rule: saved }));
    renderWithAuth(<KeeperSeasonSettings />, { role: 'manager', route: '/settings' });
    const form = await screen.findByRole('form', { name: 'Keeper rule for 2025' });
    expect(within(form).getByLabelText('Auction budget ($)')).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save keeper rule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview roll-over' })).not.toBeInTheDocument();
  });

  it('previews every change of the roll-over, then rolls over', async () => {
    const dryRuns: unknown[] = [];
    server.use(
      mockApi.on(keeperEndpoints.getKeeperRule, { rule: saved }),
      mockApi.on(endpoints.listTeams, [
        { id: 49, name: 'Bayou Bandits', displayName: 'Marie', abbreviation: 'BAY', yahooTeamKey: null, logoUrl: null },
      ]),
      mockApi.on(keeperEndpoints.rollOverKeepers, ({ body }) => {
        dryRuns.push((body as { dryRun: boolean }).dryRun);
        return (body as { dryRun: boolean }).dryRun ? preview : { ...preview, dryRun: false };
      }),
    );
    const { user } = renderWithAuth(<KeeperSeasonSettings />, { route: '/settings' });
    const rollOver = await screen.findByRole('button', { name: 'Roll over to 2026' });
    expect(rollOver).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Preview roll-over' }));
    expect(
      await screen.findByText('Preview: 1 would be created, 1 would be updated, 7 unchanged in the 2026 book.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Changes to the 2026 book' });
    expect(within(table).getByRole('row', { name: /Patrick Mahomes/ })).toHaveTextContent(
      'NewTeam Bayou Bandits, Years Kept 3, Current $ 66',
    );
    // A team is named as members see it, never by its id (docs/screens/settings.md §4.7); one the
    // league no longer lists is said to be so.
    expect(within(table).getByRole('row', { name: /Bijan Robinson/ })).toHaveTextContent(
      'UpdateTeam — → a removed team, Prev Year $ — → 40',
    );
    expect(table).not.toHaveTextContent(/Team 49|Team 50/);
    await user.click(rollOver);
    expect(
      await screen.findByText('Done: 1 were created, 1 were updated, 7 unchanged in the 2026 book.'),
    ).toBeInTheDocument();
    expect(dryRuns).toEqual([true, false]);
  });
});
