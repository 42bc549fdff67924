import { screen, waitFor, within } from '@testing-library/react';
import { renderWithAuth } from 'shared-auth/testing';
import { endpoints, type FaabBalance, type Team } from 'shared-contracts';
import { HttpResponse, mockApi, server } from 'shared-testing';
import { FaabBudgetsCard } from '../index';

const teams: Team[] = [
  { id: 1, name: 'Summit Goats', displayName: 'Sam', abbreviation: 'SG', yahooTeamKey: null, logoUrl: null },
  { id: 3, name: 'Bayou Bandits', displayName: 'Marie', abbreviation: 'BB', yahooTeamKey: null, logoUrl: null },
];

describe('Settings → FAAB budgets', () => {
  let stored: Map<number, FaabBalance[]>;
  const asked: number[] = [];

  beforeEach(() => {
    asked.length = 0;
    // The Bandits, added since the budgets were read, are not in the answer: they show $0.
    stored = new Map([[2025, [{ teamId: 1, amount: 100 }]]]);
    server.use(
      mockApi.on(endpoints.listTeams, teams),
      mockApi.on(endpoints.listFaabBalances, ({ query }) => {
        asked.push(query.season);
        return stored.get(query.season) ?? teams.map((team) => ({ teamId: team.id, amount: 0 }));
      }),
    );
  });

  it("lets the commissioner set each team's dollars for the league's season, from the keyboard, and says so", async () => {
    const sent: unknown[] = [];
    server.use(
      mockApi.on(endpoints.setFaabBalances, ({ body }) => {
        sent.push(body);
        stored.set(body.season, body.balances);
        return body.balances;
      }),
    );
    const { user } = renderWithAuth(<FaabBudgetsCard />, { role: 'commissioner' });
    const form = await screen.findByRole('form', { name: 'FAAB budgets for 2025' });
    const goats = within(form).getByLabelText('FAAB for Summit Goats');
    expect(goats).toHaveValue(100);
    expect(within(form).getByLabelText('FAAB for Bayou Bandits')).toHaveValue(0);
    await user.clear(goats);
    await user.type(goats, '250');
    await user.tab();
    await user.keyboard('{Control>}a{/Control}75{Enter}');
    expect(await screen.findByText('FAAB budgets for 2025 saved')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        season: 2025,
        balances: [
          { teamId: 1, amount: 250 },
          { teamId: 3, amount: 75 },
        ],
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText('FAAB for Bayou Bandits')).toHaveValue(75));
  });

  it("shows a refusal in the server's words, and keeps the button disabled while saving", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    let answer: (() => void) | undefined;
    server.use(
      mockApi.on(
        endpoints.setFaabBalances,
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json({ message: 'Not a team of this league: 3' }, { status: 400 }));
          }),
      ),
    );
    const { user } = renderWithAuth(<FaabBudgetsCard />, { role: 'commissioner' });
    await screen.findByRole('form', { name: 'FAAB budgets for 2025' });
    await user.click(screen.getByRole('button', { name: 'Save FAAB budgets' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    answer?.();
    expect(await screen.findByText('Failed to save the FAAB budgets')).toBeInTheDocument();
    expect(screen.getByText('Not a team of this league: 3')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save FAAB budgets' })).toBeEnabled();
    logged.mockRestore();
  });

  it('shows a manager the amounts read-only, season by season', async () => {
    const { user } = renderWithAuth(<FaabBudgetsCard />, { role: 'manager' });
    const form = await screen.findByRole('form', { name: 'FAAB budgets for 2025' });
    expect(within(form).getByRole('row', { name: 'Summit Goats $100' })).toBeInTheDocument();
    expect(within(form).getByRole('row', { name: 'Bayou Bandits $0' })).toBeInTheDocument();
    expect(within(form).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Save FAAB budgets' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'FAAB season' }));
    await user.click(await screen.findByRole('option', { name: '2026' }));
    expect(await screen.findByRole('form', { name: 'FAAB budgets for 2026' })).toBeInTheDocument();
    expect(asked).toEqual([2025, 2026]);
  });

  it('says when the budgets cannot be read', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      mockApi.on(endpoints.listFaabBalances, () =>
        HttpResponse.json({ message: 'The database is not answering' }, { status: 500 }),
      ),
    );
    renderWithAuth(<FaabBudgetsCard />, { role: 'manager' });
    expect(
      await screen.findByText('Error loading FAAB budgets: The database is not answering', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    logged.mockRestore();
  });
});
