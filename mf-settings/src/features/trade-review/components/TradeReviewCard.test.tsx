import { screen, within } from '@testing-library/react';
import { renderWithAuth } from 'shared-auth/testing';
import { endpoints, type TradeReviewRule } from 'shared-contracts';
import { mockApi, server } from 'shared-testing';
import { TradeReviewCard } from '../index';

describe('Settings → Trade review', () => {
  let stored: TradeReviewRule;
  beforeEach(() => {
    stored = { mode: 'immediate', reviewHours: 48, vetoPercent: 33 };
    server.use(mockApi.on(endpoints.getTradeReviewRule, () => stored));
  });

  it('shows a manager the rule in words, with nothing to change', async () => {
    stored = { mode: 'league-vote', reviewHours: 24, vetoPercent: 40 };
    renderWithAuth(<TradeReviewCard canManage={false} />, { role: 'manager' });
    expect(
      await screen.findByText(
        'An accepted trade waits 24 hours; it is vetoed when 40% of the teams not in it veto (rounded up, at least one).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Trade review rule' })).not.toBeInTheDocument();
  });

  it('lets the commissioner choose a league vote, refusing an out-of-range period before sending', async () => {
    const sent: unknown[] = [];
    server.use(
      mockApi.on(endpoints.setTradeReviewRule, ({ body }) => {
        sent.push(body);
        stored = body as TradeReviewRule;
        return stored;
      }),
    );
    const { user } = renderWithAuth(<TradeReviewCard canManage />, { role: 'commissioner' });
    expect(await screen.findByText('An accepted trade completes at once.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Trade review rule' });
    await user.click(within(form).getByRole('combobox', { name: 'Accepted trades complete' }));
    await user.click(await screen.findByRole('option', { name: 'After a review period the league may veto in' }));
    const hours = within(form).getByRole('spinbutton', { name: 'Review period (hours)' });
    await user.clear(hours);
    await user.type(hours, '200');
    await user.click(within(form).getByRole('button', { name: 'Save trade review' }));
    expect(screen.getByText('reviewHours must be a whole number from 1 to 168')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(hours);
    await user.type(hours, '12');
    await user.click(within(form).getByRole('button', { name: 'Save trade review' }));
    expect(await screen.findByText('Trade review saved')).toBeInTheDocument();
    expect(sent).toEqual([{ mode: 'league-vote', reviewHours: 12, vetoPercent: 33 }]);
    expect(await screen.findByText(/waits 12 hours/)).toBeInTheDocument();
  });
});
