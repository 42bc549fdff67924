import { screen, waitFor } from '@testing-library/react';
import { endpoints, type DraftPick } from 'shared-contracts';
import { leagueSetupEndpoints } from 'shared-contracts/league-setup';
import { renderWithAuth } from 'shared-auth/testing';
import { mockApi, server } from 'shared-testing';
import { SeasonSetupCard } from './SeasonSetupCard';

const pick = (id: number, year: number): DraftPick => ({
  id,
  year,
  round: 1,
  position: null,
  currentTeamId: 1,
  originalTeamId: 1,
  isLocked: false,
});
/** The picks each team holds: by default the league (current season 2025) has none. */
const heldPicks = (picks: DraftPick[] = []) => mockApi.on(endpoints.listTeamDraftPicks, { '1': picks });

describe('Season set-up card', () => {
  beforeEach(() => server.use(heldPicks()));

  it("generates the current season's schedule over the chosen weeks and says what it made", async () => {
    const sent: unknown[] = [];
    server.use(
      mockApi.on(
        leagueSetupEndpoints.generateSchedule,
        ({ body }) => {
          sent.push(body);
          return { created: 60, unchanged: 0, message: 'Scheduled 60 games over 10 weeks of 2025.' };
        },
        { status: 201 },
      ),
    );
    const { user } = renderWithAuth(<SeasonSetupCard />, { role: 'commissioner' });
    const weeks = screen.getByLabelText('Weeks');
    await user.clear(weeks);
    await user.type(weeks, '10');
    await user.click(screen.getByRole('button', { name: 'Generate schedule' }));
    expect(await screen.findByText('Scheduled 60 games over 10 weeks of 2025.')).toBeInTheDocument();
    expect(sent).toEqual([{ season: 2025, weeks: 10 }]);
  });

  it("creates the next years' picks, and shows a refusal in the server's words", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(mockApi.refuse(leagueSetupEndpoints.generatePicks, 400, 'toYear must not be before fromYear'));
    const { user } = renderWithAuth(<SeasonSetupCard />, { role: 'commissioner' });
    expect(screen.getByLabelText('From year')).toHaveValue(2025);
    expect(screen.getByLabelText('To year')).toHaveValue(2027);
    await user.clear(screen.getByLabelText('To year'));
    await user.type(screen.getByLabelText('To year'), '2020');
    await user.click(screen.getByRole('button', { name: 'Create draft picks' }));
    expect(await screen.findByText('toYear must not be before fromYear')).toBeInTheDocument();
    logged.mockRestore();
  });

  it("starts the picks at the league's current season (2025) when it has none, else at the first year after it without picks", async () => {
    const sent: unknown[] = [];
    server.use(
      heldPicks([pick(1, 2025), pick(2, 2026)]),
      mockApi.on(leagueSetupEndpoints.generatePicks, ({ body }) => {
        sent.push(body);
        return { created: 60, unchanged: 0, message: 'Created 60 picks for 2027–2029.' };
      }),
    );
    const { user } = renderWithAuth(<SeasonSetupCard />, { role: 'commissioner' });
    await waitFor(() => expect(screen.getByLabelText('From year')).toHaveValue(2027));
    expect(screen.getByLabelText('To year')).toHaveValue(2029);
    await user.click(screen.getByRole('button', { name: 'Create draft picks' }));
    expect(await screen.findByText('Created 60 picks for 2027–2029.')).toBeInTheDocument();
    expect(sent).toEqual([{ fromYear: 2027, toYear: 2029 }]);
  });
});
