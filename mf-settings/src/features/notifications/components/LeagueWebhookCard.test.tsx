import { screen, within } from '@testing-library/react';
import { renderWithAuth } from 'shared-auth/testing';
import { HttpResponse, mockApi, server } from 'shared-testing';
import { LeagueWebhookCard, NO_DELIVERIES_TEXT, NO_WEBHOOK_TEXT } from '../index';
import { type LeagueWebhook, notificationEndpoints } from 'shared-contracts/notifications';

const unset: LeagueWebhook = { configured: false, hint: null, deliveries: [] };
const set: LeagueWebhook = {
  configured: true,
  hint: 'discord.com …AbCd',
  deliveries: [
    {
      id: 2,
      text: 'Ann proposed a trade between Otters and Goats.',
      attempt: 2,
      outcome: 'delivered',
      statusCode: 204,
      error: null,
      at: '2031-01-02T03:04:05.000Z',
    },
    {
      id: 1,
      text: 'Ann proposed a trade between Otters and Goats.',
      attempt: 1,
      outcome: 'retry',
      statusCode: 500,
      error: 'HTTP 500',
      at: '2031-01-02T03:03:35.000Z',
    },
  ],
};

describe('Settings → League webhook', () => {
  let stored: LeagueWebhook;
  beforeEach(() => {
    stored = unset;
    server.use(mockApi.on(notificationEndpoints.getWebhook, () => stored));
  });

  it('sets an address from the keyboard, never showing it back, only its host and last 4 characters', async () => {
    const sent: unknown[] = [];
    server.use(
      mockApi.on(notificationEndpoints.setWebhook, ({ body }) => {
        sent.push(body);
        stored = { ...set, deliveries: [] };
        return stored;
      }),
    );
    const { user } = renderWithAuth(<LeagueWebhookCard />, { role: 'commissioner' });
    expect(await screen.findByText(NO_WEBHOOK_TEXT)).toBeInTheDocument();
    expect(screen.getByText(NO_DELIVERIES_TEXT)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'League webhook address' });
    const field = within(form).getByRole('textbox', { name: 'Webhook address' });
    await user.click(field);
    await user.keyboard('https://discord.com/api/webhooks/1/SecretAbCd');
    await user.tab();
    expect(within(form).getByRole('button', { name: 'Save webhook' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Webhook saved')).toBeInTheDocument();
    expect(sent).toEqual([{ url: 'https://discord.com/api/webhooks/1/SecretAbCd' }]);
    expect(await screen.findByText('discord.com …AbCd')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New webhook address' })).toHaveValue('');
    expect(screen.queryByText(/SecretAbCd/)).not.toBeInTheDocument();
  });

  it('says what is wrong with an address before sending it, and shows a refusal in the server’s words', async () => {
    server.use(
      mockApi.on(notificationEndpoints.setWebhook, () =>
        HttpResponse.json(
          { message: 'The webhook address points at a private or loopback network (10.0.0.5)' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithAuth(<LeagueWebhookCard />, { role: 'commissioner' });
    const field = await screen.findByRole('textbox', { name: 'Webhook address' });
    await user.type(field, 'discord');
    await user.click(screen.getByRole('button', { name: 'Save webhook' }));
    expect(screen.getByText('url is not a web address: it should start with https://')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'https://10.0.0.5/hook');
    await user.click(screen.getByRole('button', { name: 'Save webhook' }));
    expect(await screen.findByText('Failed to save the webhook')).toBeInTheDocument();
    // Radix also reads the toast out in a live region of its own: the visible description is a div.
    expect(screen.getByText(/private or loopback network/, { selector: 'div' })).toBeInTheDocument();
  });

  it('shows the delivery log, queues a test message and removes the webhook', async () => {
    stored = set;
    let tested = 0;
    let removed = 0;
    server.use(
      mockApi.on(notificationEndpoints.testWebhook, () => {
        tested += 1;
        return stored;
      }),
      mockApi.on(notificationEndpoints.deleteWebhook, () => {
        removed += 1;
        stored = unset;
        return stored;
      }),
    );
    const { user } = renderWithAuth(<LeagueWebhookCard />, { role: 'commissioner' });
    const log = await screen.findByRole('table');
    const rows = within(log).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Delivered')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('HTTP 204')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Will retry')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('HTTP 500')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send a test message' }));
    expect(await screen.findByText('Test message queued')).toBeInTheDocument();
    expect(tested).toBe(1);

    // Removing asks first: Cancel keeps the webhook, the dialog's Remove removes it.
    await user.click(screen.getByRole('button', { name: 'Remove webhook' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(removed).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Remove webhook' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(NO_WEBHOOK_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove webhook' })).not.toBeInTheDocument();
    expect(removed).toBe(1);
  });

  it('shows a failed load in the server’s words', async () => {
    server.use(
      mockApi.on(notificationEndpoints.getWebhook, () =>
        HttpResponse.json({ message: 'The database is not answering' }, { status: 503 }),
      ),
    );
    renderWithAuth(<LeagueWebhookCard />, { role: 'commissioner' });
    expect(
      await screen.findByText(/Error loading the league webhook: The database is not answering/),
    ).toBeInTheDocument();
  });
});
