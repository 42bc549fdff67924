import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, type Team } from 'shared-contracts';
import { leagueSetupEndpoints } from 'shared-contracts/league-setup';
import { renderWithAuth } from 'shared-auth/testing';
import { HttpResponse, mockApi, recordRequests, server } from 'shared-testing';
import { TeamsEditorCard } from './TeamsEditorCard';

const teams: Team[] = [
  {
    id: 1,
    name: 'Gotham City Knights',
    displayName: 'Bruce',
    abbreviation: 'GCK',
    yahooTeamKey: '461.l.6288.t.1',
    logoUrl: null,
  },
  { id: 3, name: 'Bayou Bandits', displayName: 'Marie', abbreviation: 'BB', yahooTeamKey: null, logoUrl: null },
];

describe('Teams card (the team editor)', () => {
  beforeEach(() =>
    server.use(
      mockApi.on(endpoints.listTeams, teams),
      mockApi.on(endpoints.getProvider, {
        provider: 'sleeper',
        league: '1180296734373085184',
        name: 'Dynasty Degens',
        season: 2025,
      }),
    ),
  );

  it("names the league's provider: where teams are imported from, and whose team each is linked to", async () => {
    renderWithAuth(<TeamsEditorCard />, { role: 'commissioner' });
    expect(
      await screen.findByText('Import them from Sleeper, or add them here. A team with history can only be renamed.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Sleeper team' })).toBeInTheDocument();
  });

  it('lists the teams with abbreviation, manager and Yahoo key', async () => {
    renderWithAuth(<TeamsEditorCard />, { role: 'commissioner' });
    const row = (await screen.findByRole('rowheader', { name: 'Gotham City Knights' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('GCK')).toBeInTheDocument();
    expect(within(row).getByText('Bruce')).toBeInTheDocument();
    expect(within(row).getByText('461.l.6288.t.1')).toBeInTheDocument();
  });

  it('adds a team, sending only what was typed', async () => {
    const sent: unknown[] = [];
    server.use(
      mockApi.on(
        leagueSetupEndpoints.createTeam,
        ({ body }) => {
          sent.push(body);
          return {
            id: 4,
            name: 'Harbor Hounds',
            displayName: 'Harbor Hounds',
            abbreviation: 'HH',
            yahooTeamKey: null,
            logoUrl: null,
          };
        },
        { status: 201 },
      ),
    );
    const { user } = renderWithAuth(<TeamsEditorCard />, { role: 'commissioner' });
    await screen.findByRole('rowheader', { name: 'Bayou Bandits' });
    await user.type(screen.getByLabelText('Team name'), ' Harbor Hounds ');
    await user.click(screen.getByRole('button', { name: 'Add team' }));
    expect(await screen.findByText('Team created')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Harbor Hounds' }]);
  });

  it('says at once when a name holds an invisible or text-direction character, and sends nothing', async () => {
    const sent = recordRequests();
    const { user } = renderWithAuth(<TeamsEditorCard />, { role: 'commissioner' });
    await screen.findByRole('rowheader', { name: 'Bayou Bandits' });
    const name = screen.getByLabelText('Team name');
    await user.type(name, 'Gotham\u200BCity Knights');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Team name must not contain invisible or text-direction characters (found U+200B)',
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(
      'Team name must not contain invisible or text-direction characters (found U+200B)',
    );
    expect(screen.getByRole('button', { name: 'Add team' })).toBeDisabled();
    await user.type(screen.getByLabelText('Manager (optional)'), '{Enter}');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.clear(name);
    await user.type(name, 'Gotham City Knights');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add team' })).toBeEnabled();
  });

  it("renames a team in a dialog, sending only the changes, and shows a refusal in the server's words", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const sent: unknown[] = [];
    server.use(
      mockApi.on(leagueSetupEndpoints.updateTeam, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: "The abbreviation GCK is already Gotham City Knights's" }, { status: 409 });
      }),
    );
    const { user } = renderWithAuth(<TeamsEditorCard />, { role: 'commissioner' });
    await user.click(await screen.findByRole('button', { name: 'Edit Bayou Bandits' }));
    const dialog = await screen.findByRole('dialog');
    const abbreviation = within(dialog).getByLabelText('Abbreviation');
    await user.clear(abbreviation);
    await user.type(abbreviation, 'gck');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The abbreviation GCK is already Gotham City Knights's")).toBeInTheDocument();
    expect(sent).toEqual([{ abbreviation: 'gck' }]);
    logged.mockRestore();
  });

  it('removes a team only after confirmation', async () => {
    const removed: number[] = [];
    server.use(
      mockApi.on(leagueSetupEndpoints.removeTeam, ({ params }) => {
        removed.push(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithAuth(<TeamsEditorCard />, { role: 'commissioner' });
    await user.click(await screen.findByRole('button', { name: 'Remove Bayou Bandits' }));
    const dialog = await screen.findByRole('dialog');
    expect(removed).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toEqual([3]));
  });
});
