import { screen, waitFor, within } from '@testing-library/react';
import { renderWithAuth } from 'shared-auth/testing';
import { HttpResponse, mockApi, server } from 'shared-testing';
import { NO_EMAIL_TEXT, NotificationsCard } from '../index';
import { type NotificationPreferences, notificationEndpoints } from 'shared-contracts/notifications';

const allEmail = (emailConfigured: boolean): NotificationPreferences => ({
  emailConfigured,
  preferences: [
    { kind: 'trade.offered', delivery: 'email' },
    { kind: 'trade.answered', delivery: 'email' },
    { kind: 'trade.reviewed', delivery: 'email' },
    { kind: 'keeper.deadline', delivery: 'email' },
    { kind: 'lottery.drawn', delivery: 'email' },
  ],
});

describe('Settings → Notifications', () => {
  let stored: NotificationPreferences;
  beforeEach(() => {
    stored = allEmail(true);
    server.use(mockApi.on(notificationEndpoints.getNotificationPreferences, () => stored));
  });

  it('lets a manager turn a kind off from the keyboard, saves every kind, and says so', async () => {
    const sent: unknown[] = [];
    server.use(
      mockApi.on(notificationEndpoints.setNotificationPreferences, ({ body }) => {
        sent.push(body);
        stored = { ...stored, preferences: body.preferences };
        return stored;
      }),
    );
    const { user } = renderWithAuth(<NotificationsCard />, { role: 'manager' });
    const form = await screen.findByRole('form', { name: 'Your notifications' });
    const lottery = within(form).getByRole('checkbox', { name: 'The draft lottery’s result' });
    expect(lottery).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'A trade offered to my team' })).toBeChecked();
    expect(screen.queryByText(NO_EMAIL_TEXT)).not.toBeInTheDocument();

    lottery.focus();
    await user.keyboard(' ');
    expect(lottery).not.toBeChecked();
    await user.tab();
    expect(within(form).getByRole('button', { name: 'Save notifications' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Notifications saved')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        preferences: [
          { kind: 'trade.offered', delivery: 'email' },
          { kind: 'trade.answered', delivery: 'email' },
          { kind: 'trade.reviewed', delivery: 'email' },
          { kind: 'keeper.deadline', delivery: 'email' },
          { kind: 'lottery.drawn', delivery: 'none' },
        ],
      },
    ]);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'The draft lottery’s result' })).not.toBeChecked());
  });

  it('turns off the end of a trade review by its own box, from the keyboard, keeping the other kinds', async () => {
    const sent: unknown[] = [];
    server.use(
      mockApi.on(notificationEndpoints.setNotificationPreferences, ({ body }) => {
        sent.push(body);
        stored = { ...stored, preferences: body.preferences };
        return stored;
      }),
    );
    const { user } = renderWithAuth(<NotificationsCard />, { role: 'manager' });
    const form = await screen.findByRole('form', { name: 'Your notifications' });
    const reviewed = within(form).getByRole('checkbox', {
      name: 'The review of a trade of my team ended (completed, vetoed or rejected)',
    });
    expect(reviewed).toBeChecked();
    reviewed.focus();
    await user.keyboard(' ');
    expect(reviewed).not.toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByText('Notifications saved')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        preferences: [
          { kind: 'trade.offered', delivery: 'email' },
          { kind: 'trade.answered', delivery: 'email' },
          { kind: 'trade.reviewed', delivery: 'none' },
          { kind: 'keeper.deadline', delivery: 'email' },
          { kind: 'lottery.drawn', delivery: 'email' },
        ],
      },
    ]);
  });

  it('says when this server sends no email, and still keeps the choices', async () => {
    stored = allEmail(false);
    renderWithAuth(<NotificationsCard />, { role: 'commissioner' });
    expect(await screen.findByRole('note')).toHaveTextContent(NO_EMAIL_TEXT);
    expect(screen.getByRole('button', { name: 'Save notifications' })).toBeEnabled();
  });

  it("shows a failed load and a refused save in the server's words", async () => {
    server.use(
      mockApi.on(notificationEndpoints.getNotificationPreferences, () =>
        HttpResponse.json({ message: 'The database is not answering' }, { status: 503 }),
      ),
    );
    renderWithAuth(<NotificationsCard />, { role: 'manager' });
    expect(
      await screen.findByText(/Error loading your notifications: The database is not answering/),
    ).toBeInTheDocument();
  });

  it("shows a refused save in the server's words", async () => {
    server.use(
      mockApi.on(notificationEndpoints.setNotificationPreferences, () =>
        HttpResponse.json({ message: 'preferences must name each kind once' }, { status: 400 }),
      ),
    );
    const { user } = renderWithAuth(<NotificationsCard />, { role: 'manager' });
    await user.click(await screen.findByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByText('Failed to save your notifications')).toBeInTheDocument();
    expect(screen.getByText('preferences must name each kind once')).toBeInTheDocument();
  });
});
