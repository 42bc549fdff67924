import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, type LeagueList } from 'shared-contracts';
import { renderWithAuth } from 'shared-auth/testing';
import { HttpResponse, mockApi, server } from 'shared-testing';
import { LEAGUE_CARD_TEXTS, LeagueCard } from './LeagueCard';

const NAME = 'Harambe Memorial League';
const list = (isDemo: boolean): LeagueList => ({
  leagues: [{ id: 1, name: NAME, isDemo, currentSeason: 2025, role: 'commissioner', team: null }],
  lastUsedLeagueId: 1,
});

describe('League card (rename, delete, leave)', () => {
  beforeEach(() => server.use(mockApi.on(endpoints.listLeagues, list(false))));

  it('renames the league for the commissioner, sending the name typed, and reads the league again', async () => {
    const sent: unknown[] = [];
    server.use(
      mockApi.on(endpoints.renameLeague, ({ body }) => {
        sent.push(body);
        return { id: 1, name: body.name, isDemo: false, currentSeason: 2025, role: 'commissioner', team: null };
      }),
    );
    const refreshLeague = jest.fn(async () => {});
    const { user } = renderWithAuth(<LeagueCard />, { role: 'commissioner', auth: { refreshLeague } });
    const field = screen.getByRole('textbox', { name: LEAGUE_CARD_TEXTS.nameLabel });
    const rename = screen.getByRole('button', { name: LEAGUE_CARD_TEXTS.rename });
    expect(rename).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Memorial Legends{Enter}');
    await waitFor(() => expect(sent).toEqual([{ name: 'Memorial Legends' }]));
    await waitFor(() => expect(refreshLeague).toHaveBeenCalled());
  });

  it('deletes only once the league’s name is typed (any case), then hands the tab on', async () => {
    const sent: unknown[] = [];
    server.use(
      mockApi.on(endpoints.deleteLeague, ({ body }) => {
        sent.push(body);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const leagueGone = jest.fn(async () => {});
    const { user } = renderWithAuth(<LeagueCard />, { role: 'commissioner', auth: { leagueGone } });
    await user.click(screen.getByRole('button', { name: LEAGUE_CARD_TEXTS.deleteOpen }));
    const dialog = screen.getByRole('dialog', { name: LEAGUE_CARD_TEXTS.deleteTitle(NAME) });
    const confirm = within(dialog).getByRole('textbox', { name: LEAGUE_CARD_TEXTS.deleteConfirmLabel(NAME) });
    const remove = within(dialog).getByRole('button', { name: LEAGUE_CARD_TEXTS.deleteAction });
    await user.type(confirm, 'Harambe');
    expect(remove).toBeDisabled();
    await user.clear(confirm);
    await user.type(confirm, NAME.toLowerCase());
    expect(remove).toBeEnabled();
    await user.click(remove);
    await waitFor(() => expect(leagueGone).toHaveBeenCalled());
    expect(sent).toEqual([{ confirmName: NAME.toLowerCase() }]);
  });

  it('lets a manager leave, and shows the server’s refusal when leaving is refused', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      mockApi.on(endpoints.leaveLeague, () =>
        HttpResponse.json({ message: "You are the league's only commissioner" }, { status: 409 }),
      ),
    );
    const leagueGone = jest.fn(async () => {});
    const { user } = renderWithAuth(<LeagueCard />, { role: 'manager', auth: { leagueGone } });
    expect(screen.queryByRole('button', { name: LEAGUE_CARD_TEXTS.deleteOpen })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: LEAGUE_CARD_TEXTS.nameLabel })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: LEAGUE_CARD_TEXTS.leaveOpen }));
    await user.click(screen.getByRole('button', { name: LEAGUE_CARD_TEXTS.leaveAction }));
    expect(await screen.findByText("You are the league's only commissioner")).toBeInTheDocument();
    expect(leagueGone).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('offers nothing in the demo league', async () => {
    server.use(mockApi.on(endpoints.listLeagues, list(true)));
    renderWithAuth(<LeagueCard />, { role: 'commissioner' });
    expect(await screen.findByText(LEAGUE_CARD_TEXTS.demo)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LEAGUE_CARD_TEXTS.leaveOpen })).not.toBeInTheDocument();
  });
});
