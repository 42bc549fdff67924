// A player opened from his name (docs/screens/players.md §2, §4.8): a manager's sheet with his
// details and weekly points in every state, and the commissioner's edit dialog with the same
// weekly points under its form.
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from 'shared-contracts';
import { mockApi, server } from 'shared-testing';
import { POINTS_TEXT } from '../../../lib/messages';
import { playersApi, testPoints } from '../../../testing/players-fixtures';
import { renderPlayersPage } from '../../../testing/render-players';

beforeEach(() => server.use(...playersApi()));

/** The manager's book, and the sheet of `name` opened by keyboard from his name. */
async function openSheet(name: string) {
  const rendered = renderPlayersPage({ role: 'manager' });
  const button = await screen.findByRole('button', { name });
  button.focus();
  await rendered.user.keyboard('{Enter}');
  const sheet = await screen.findByRole('dialog', { name });
  return { ...rendered, sheet, button };
}

const weeksShown = (sheet: HTMLElement) =>
  within(within(sheet).getByRole('list', { name: 'Weekly points, 2025' }))
    .getAllByRole('listitem')
    .map((week) => week.textContent);

describe("a manager's sheet of a player", () => {
  it('shows his details and his points week by week, and Escape closes it back to his name', async () => {
    const { sheet, user, button } = await openSheet('Patrick Mahomes');
    expect(sheet).toHaveTextContent('2025 book · QB · KC · Gotham City Knights');
    const details = within(sheet).getByLabelText("Patrick Mahomes's details");
    expect(details).toHaveTextContent('Pts73.50');
    expect(details).toHaveTextContent('Last Wk31.08');
    expect(details).toHaveTextContent('Auction $55');
    expect(details).toHaveTextContent('Drafted round1');
    expect(await within(sheet).findByRole('list', { name: 'Weekly points, 2025' })).toBeInTheDocument();
    expect(weeksShown(sheet)).toEqual(['Week 124.12', 'Week 218.30', 'Week 331.08']);
    // Nothing to edit here: the sheet is read-only.
    expect(within(sheet).queryByRole('textbox')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('shows a score of 0 as 0.00, not as none', async () => {
    const { sheet } = await openSheet('Bijan Robinson');
    await within(sheet).findByRole('list', { name: 'Weekly points, 2025' });
    expect(weeksShown(sheet)).toEqual(['Week 112.40', 'Week 20.00']);
  });

  it('says why there are no points: no id of the provider, or none scored yet', async () => {
    const { sheet, unmount } = await openSheet('Puka Nacua');
    expect(await within(sheet).findByText(POINTS_TEXT.noProviderId)).toBeInTheDocument();
    expect(sheet).toHaveTextContent('Pts—');
    expect(sheet).toHaveTextContent('Drafted roundNot drafted');
    expect(within(sheet).queryByRole('list', { name: 'Weekly points, 2025' })).not.toBeInTheDocument();
    unmount();
    const tucker = await openSheet('Justin Tucker');
    expect(await within(tucker.sheet).findByText(POINTS_TEXT.noneYet)).toBeInTheDocument();
    expect(within(tucker.sheet).queryByText(POINTS_TEXT.noProviderId)).not.toBeInTheDocument();
  });

  it('is busy while the points load', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mockApi.on(endpoints.getPlayerPoints, async () => {
        await answered;
        return testPoints[1]!;
      }),
    );
    const { sheet } = await openSheet('Patrick Mahomes');
    expect(await within(sheet).findByRole('status', { name: POINTS_TEXT.loading })).toBeInTheDocument();
    answer();
    expect(await within(sheet).findByRole('list', { name: 'Weekly points, 2025' })).toBeInTheDocument();
    expect(within(sheet).queryByRole('status', { name: POINTS_TEXT.loading })).not.toBeInTheDocument();
  });

  it("shows a failed read with the server's reason, and Retry reads again", async () => {
    server.use(mockApi.refuse(endpoints.getPlayerPoints, 500, 'The database is resting'));
    const { sheet, user } = await openSheet('Patrick Mahomes');
    const alert = await within(sheet).findByRole('alert');
    expect(alert).toHaveTextContent(POINTS_TEXT.loadFailed);
    expect(alert).toHaveTextContent('The database is resting');
    server.use(...playersApi());
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(sheet).findByRole('list', { name: 'Weekly points, 2025' })).toBeInTheDocument();
    expect(weeksShown(sheet)).toHaveLength(3);
    expect(within(sheet).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("the commissioner's player", () => {
  it('opens from his name as the edit dialog, with his weekly points under the form', async () => {
    const { user } = renderPlayersPage();
    await user.click(await screen.findByRole('button', { name: 'Patrick Mahomes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Patrick Mahomes' });
    expect(within(dialog).getByLabelText('Auction $')).toHaveValue(55);
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('list', { name: 'Weekly points, 2025' })).toBeInTheDocument();
    expect(weeksShown(dialog)).toEqual(['Week 124.12', 'Week 218.30', 'Week 331.08']);
    // The points come after the form: its fields stay where they were.
    const form = within(dialog).getByLabelText('Auction $');
    const points = within(dialog).getByRole('list', { name: 'Weekly points, 2025' });
    expect(form.compareDocumentPosition(points) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Patrick Mahomes' })).toHaveFocus());
  });
});
