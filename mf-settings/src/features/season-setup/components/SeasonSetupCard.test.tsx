import { screen } from '@testing-library/react';
import { setupResult } from 'shared-contracts';
import { renderWithAuth } from 'shared-auth/testing';
import { mockApi, server } from 'shared-testing';
import { SeasonSetupCard } from './SeasonSetupCard';

describe('Season set-up card', () => {
  it("generates the current season's schedule over the chosen weeks and says what it made", async () => {
    const sent: unknown[] = [];
    server.use(
      mockApi.post('/api/schedule/generate', setupResult, ({ body }) => {
        sent.push(body);
        return { created: 60, unchanged: 0, message: 'Scheduled 60 games over 10 weeks of 2025.' };
      }, { status: 201 }),
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
    server.use(mockApi.error('post', '/api/picks/generate', 400, 'toYear must not be before fromYear'));
    const { user } = renderWithAuth(<SeasonSetupCard />, { role: 'commissioner' });
    expect(screen.getByLabelText('From year')).toHaveValue(2026);
    expect(screen.getByLabelText('To year')).toHaveValue(2028);
    await user.clear(screen.getByLabelText('To year'));
    await user.type(screen.getByLabelText('To year'), '2020');
    await user.click(screen.getByRole('button', { name: 'Create draft picks' }));
    expect(await screen.findByText('toYear must not be before fromYear')).toBeInTheDocument();
    logged.mockRestore();
  });
});
