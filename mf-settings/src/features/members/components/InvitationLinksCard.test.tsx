import { screen, waitFor, within } from '@testing-library/react';
import {
  endpoints,
  type CreateInvitationLinkBody,
  type InvitationLink,
  type LeagueInfo,
  type Team,
} from 'shared-contracts';
import { renderWithAuth } from 'shared-auth/testing';
import { HttpResponse, mockApi, recordRequests, server } from 'shared-testing';
import { formatWhen } from './invitation-link-text';
import { InvitationLinksCard } from './InvitationLinksCard';

const teams: Team[] = [
  { id: 1, name: 'Gotham City Knights', displayName: 'Bruce', abbreviation: 'GCK', yahooTeamKey: null, logoUrl: null },
  { id: 3, name: 'Bayou Bandits', displayName: 'Marie', abbreviation: 'BAY', yahooTeamKey: null, logoUrl: null },
];

const token = (letter: string) => letter.repeat(32);

/** Newest first, as the API lists them: one of each status. */
const storedLinks: InvitationLink[] = [
  {
    id: 23,
    token: token('c'),
    team: { id: 3, name: 'Bayou Bandits' },
    expiresAt: '2026-12-10T18:00:00.000Z',
    maxUses: 1,
    uses: 0,
    createdAt: '2026-12-03T18:00:00.000Z',
    status: 'active',
  },
  {
    id: 22,
    token: token('b'),
    team: null,
    expiresAt: '2026-11-20T18:00:00.000Z',
    maxUses: 10,
    uses: 3,
    createdAt: '2026-11-19T18:00:00.000Z',
    status: 'expired',
  },
  {
    id: 21,
    token: token('a'),
    team: null,
    expiresAt: '2026-12-30T18:00:00.000Z',
    maxUses: 2,
    uses: 2,
    createdAt: '2026-11-01T18:00:00.000Z',
    status: 'used-up',
  },
];

const linkUrl = (link: InvitationLink) => `${window.location.origin}/join/${link.token}`;

/** The API behind the fetch client: the links above, which create and revoke change. */
let links: InvitationLink[] = [];
const created: CreateInvitationLinkBody[] = [];
beforeEach(() => {
  links = [...storedLinks];
  created.length = 0;
  server.use(
    mockApi.on(endpoints.listTeams, teams),
    mockApi.on(endpoints.listInvitationLinks, () => links),
    mockApi.on(
      endpoints.createInvitationLink,
      ({ body }) => {
        created.push(body);
        const team = teams.find((candidate) => candidate.id === body.teamId);
        const link: InvitationLink = {
          id: 24,
          token: token('d'),
          team: team ? { id: team.id, name: team.name } : null,
          expiresAt: '2026-12-11T18:00:00.000Z',
          maxUses: body.maxUses,
          uses: 0,
          createdAt: '2026-12-04T18:00:00.000Z',
          status: 'active',
        };
        links = [link, ...links];
        return link;
      },
      { status: 201 },
    ),
    mockApi.on(endpoints.revokeInvitationLink, ({ params }) => {
      links = links.filter((link) => link.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

const renderCard = (role: LeagueInfo['role'] = 'commissioner') => renderWithAuth(<InvitationLinksCard />, { role });

const listReads = (requests: Array<{ method: string; path: string }>) =>
  requests.filter((request) => request.method === 'GET' && request.path === endpoints.listInvitationLinks.path);

const bayouName = `link for Bayou Bandits created ${formatWhen('2026-12-03T18:00:00.000Z')}`;

describe('Invitation links card', () => {
  it('lists each link newest first with its address, team, uses and expiry or status', async () => {
    renderCard();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(3);

    const [active, expired, usedUp] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(active).getByRole('textbox', { name: `Address of the ${bayouName}` })).toHaveValue(
      linkUrl(storedLinks[0]!),
    );
    expect(within(active).getByRole('textbox')).toHaveAttribute('readonly');
    expect(active).toHaveTextContent('Bayou Bandits');
    expect(active).toHaveTextContent('Used 0 of 1');
    expect(active).toHaveTextContent(`Expires ${formatWhen('2026-12-10T18:00:00.000Z')}`);
    expect(within(active).getByRole('button', { name: `Copy ${bayouName}` })).toHaveTextContent('Copy link');
    expect(within(active).getByRole('button', { name: `Revoke ${bayouName}` })).toHaveTextContent('Revoke');

    expect(within(expired).getByRole('textbox')).toHaveValue(linkUrl(storedLinks[1]!));
    expect(expired).toHaveTextContent('Any manager');
    expect(expired).toHaveTextContent('Used 3 of 10');
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(expired).not.toHaveTextContent(/Expires/);

    expect(usedUp).toHaveTextContent('Used 2 of 2');
    expect(within(usedUp).getByText('Used up')).toBeInTheDocument();
    // A spent link admits nobody: it can be revoked, not shared.
    for (const spent of [expired, usedUp]) {
      expect(within(spent).queryByRole('button', { name: /^Copy/ })).not.toBeInTheDocument();
      expect(within(spent).getByRole('button', { name: /^Revoke link created/ })).toBeInTheDocument();
    }
  });

  it('says so when there are no links yet', async () => {
    links = [];
    server.use(mockApi.on(endpoints.listInvitationLinks, []));
    renderCard();
    expect(await screen.findByText('No invitation links yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create link' })).toBeEnabled();
  });

  it('creates a link for any manager with the chosen expiry and uses, then reads the list again', async () => {
    const requests = recordRequests();
    const { user } = renderCard();
    await screen.findAllByRole('row');
    await user.click(screen.getByRole('combobox', { name: 'Expires in' }));
    await user.click(screen.getByRole('option', { name: '14 days' }));
    const uses = screen.getByLabelText('Uses');
    expect(uses).toHaveValue(1);
    await user.clear(uses);
    await user.type(uses, '25');
    await user.click(screen.getByRole('button', { name: 'Create link' }));

    expect(await screen.findByText('Invitation link created')).toBeInTheDocument();
    expect(created).toEqual([{ teamId: null, expiresInDays: 14, maxUses: 25 }]);
    await waitFor(() => expect(listReads(requests)).toHaveLength(2));
    expect(await screen.findByDisplayValue(`${window.location.origin}/join/${token('d')}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Uses')).toHaveValue(1);
  });

  it('sends one use for a link for a team, the Uses field fixed at 1 and saying why', async () => {
    const { user } = renderCard();
    await screen.findAllByRole('row');
    const uses = screen.getByLabelText('Uses');
    await user.clear(uses);
    await user.type(uses, '5');
    expect(screen.queryByText('A link for a team admits one person, who manages that team.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Team' }));
    await user.click(screen.getByRole('option', { name: 'Gotham City Knights' }));
    expect(uses).toBeDisabled();
    expect(uses).toHaveValue(1);
    expect(uses).toHaveAccessibleDescription('A link for a team admits one person, who manages that team.');
    await user.click(screen.getByRole('button', { name: 'Create link' }));

    await waitFor(() => expect(created).toEqual([{ teamId: 1, expiresInDays: 7, maxUses: 1 }]));
  });

  it('says what Uses takes and sends nothing when it is out of range', async () => {
    const requests = recordRequests();
    const { user } = renderCard();
    await screen.findAllByRole('row');
    const uses = screen.getByLabelText('Uses');
    await user.clear(uses);
    await user.type(uses, '101');
    await user.click(screen.getByRole('button', { name: 'Create link' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Uses must be a whole number from 1 to 100');
    expect(uses).toHaveAttribute('aria-invalid', 'true');
    await user.clear(uses);
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Uses must be a whole number from 1 to 100');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(created).toEqual([]);

    await user.type(uses, '100');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the link", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(mockApi.refuse(endpoints.createInvitationLink, 409, 'Bayou Bandits already has a manager'));
    const { user } = renderCard();
    await screen.findAllByRole('row');
    await user.click(screen.getByRole('button', { name: 'Create link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Bayou Bandits already has a manager');
    expect(screen.getByText('Failed to create the invitation link')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to create the invitation link', expect.any(Error));
    logged.mockRestore();
  });

  it('copies the full address to the clipboard and says so', async () => {
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: `Copy ${bayouName}` }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(linkUrl(storedLinks[0]!));
  });

  it('selects the address for the person to copy when the browser refuses the clipboard', async () => {
    const { user } = renderCard();
    const copyButton = await screen.findByRole('button', { name: `Copy ${bayouName}` });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Denied'));
    await user.click(copyButton);

    expect(await screen.findByText('Copy the selected link')).toBeInTheDocument();
    const address = screen.getByRole<HTMLInputElement>('textbox', { name: `Address of the ${bayouName}` });
    expect(address).toHaveFocus();
    expect([address.selectionStart, address.selectionEnd]).toEqual([0, address.value.length]);
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
    writeText.mockRestore();
  });

  it('revokes a link only after confirmation, then reads the list again', async () => {
    const requests = recordRequests();
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: `Revoke ${bayouName}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Revoke the ${bayouName}?`);
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Invitation link revoked')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/api/league/invitation-links/23' },
    ]);
    await waitFor(() => expect(screen.queryByDisplayValue(linkUrl(storedLinks[0]!))).not.toBeInTheDocument());
    expect(listReads(requests)).toHaveLength(2);
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('says so when the list cannot be loaded, and Retry reads it again', async () => {
    server.use(mockApi.refuse(endpoints.listInvitationLinks, 403, 'Only the commissioner can do this'));
    const { user } = renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading invitation links: Only the commissioner can do this');
    server.use(mockApi.on(endpoints.listInvitationLinks, () => links));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByDisplayValue(linkUrl(storedLinks[0]!))).toBeInTheDocument();
  });
});
