import { screen, waitFor, within } from '@testing-library/react';
import { endpoints, type Team, urlOf } from 'shared-contracts';
import { RETRY_TEXT } from 'shared-ui';
import { HttpResponse, mockApi, recordRequests, server } from 'shared-testing';
import { renderScreen } from '../../../testing/render-screen';
import ActivityPage from '../../../export-activity';
import { activityItem, activityItems } from './activity-fixtures';

const teams: Team[] = [
  { id: 1, name: 'Bayou Bandits', displayName: 'Bayou Bandits', abbreviation: 'BB', yahooTeamKey: null, logoUrl: null },
  {
    id: 2,
    name: 'Coastal Currents',
    displayName: 'Coastal Currents',
    abbreviation: 'CC',
    yahooTeamKey: null,
    logoUrl: null,
  },
];
const feed = activityItems(5);

/**
 * The API's feed: two items a page, the next page named in the Link header as the API does;
 * `team` keeps the items of that team; `failFrom` answers 503 from that call on.
 */
function serveFeed({ items = feed, failFrom = Infinity }: { items?: typeof feed; failFrom?: number } = {}) {
  let calls = 0;
  server.use(
    mockApi.on(endpoints.listTeams, teams),
    mockApi.on(endpoints.listActivity, ({ request }) => {
      calls += 1;
      if (calls >= failFrom) return HttpResponse.json({ message: 'The database is resting' }, { status: 503 });
      const query = new URL(request.url).searchParams;
      const before = query.get('before');
      const team = query.get('team');
      const kind = query.get('kind');
      const kept = items.filter(
        (item) =>
          (team === null || item.teamIds.includes(Number(team))) &&
          (kind === null || item.kind === kind) &&
          (before === null || item.id < Number(before)),
      );
      const page = kept.slice(0, 2);
      const last = page.at(-1);
      const next = new URLSearchParams({ ...(team ? { team } : {}), ...(kind ? { kind } : {}) });
      if (last) next.set('before', String(last.id));
      return kept.length > 2 && last
        ? HttpResponse.json(page, { headers: { Link: `</api/activity?${next}>; rel="next"` } })
        : HttpResponse.json(page);
    }),
  );
}
const shownTexts = () =>
  within(screen.getByRole('list', { name: 'Activity' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent);

describe('Activity page (/activity)', () => {
  it("is titled 'Activity' and shows a busy status while the first page loads", async () => {
    server.use(
      mockApi.on(endpoints.listTeams, teams),
      mockApi.on(endpoints.listActivity, () => new Promise<Response>(() => {})),
    );
    renderScreen(<ActivityPage />, '/activity');
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading activity' })).toBeInTheDocument();
  });

  it("says 'No activity yet' for a league with none, and so for a filter that matches nothing", async () => {
    serveFeed({ items: [] });
    const { user } = renderScreen(<ActivityPage />, '/activity');
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Imports' }));
    expect(await screen.findByText('No activity for this team and kind.')).toBeInTheDocument();
  });

  it("shows the server's reason when the feed fails, and Retry loads it", async () => {
    serveFeed({ failFrom: 1 });
    const { user } = renderScreen(<ActivityPage />, '/activity');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is resting');
    serveFeed();
    await user.click(within(alert).getByRole('button', { name: RETRY_TEXT }));
    await waitFor(() => expect(shownTexts()).toEqual(['Change 100', 'Change 99']));
  });

  it('loads older pages with Load more from the keyboard, focus on the first item it brought, until the last', async () => {
    serveFeed();
    const requests = recordRequests();
    const { user } = renderScreen(<ActivityPage />, '/activity');
    await waitFor(() => expect(shownTexts()).toEqual(['Change 100', 'Change 99']));
    expect(screen.getByText('2 items shown; more are older')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Load more' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownTexts()).toEqual(['Change 100', 'Change 99', 'Change 98', 'Change 97']));
    await waitFor(() => expect(screen.getAllByRole('listitem')[2]).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shownTexts()).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('5 items shown')).toBeInTheDocument();
    expect(
      requests.filter((request) => request.path.startsWith('/api/activity')).map((request) => request.path),
    ).toEqual(['/api/activity', '/api/activity?before=99', '/api/activity?before=97']);
  });

  it('tells a failed later page below the list, which stays', async () => {
    serveFeed({ failFrom: 2 });
    const { user } = renderScreen(<ActivityPage />, '/activity');
    await waitFor(() => expect(shownTexts()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load more activity: The database is resting');
    expect(shownTexts()).toEqual(['Change 100', 'Change 99']);
  });

  it('filters by team and by kind, each kept in the address', async () => {
    serveFeed({
      items: [
        { ...activityItem(9, 'Ann joined the league (Bayou Bandits)', 'member.joined'), teamIds: [1] },
        activityItem(8, 'Bob accepted the trade', 'trade.accepted'),
        { ...activityItem(7, 'Cy edited a pick of Coastal Currents', 'pick.edited'), teamIds: [2] },
      ],
    });
    const requests = recordRequests();
    const { user, location } = renderScreen(<ActivityPage />, '/activity');
    await waitFor(() => expect(shownTexts()).toHaveLength(2));
    await user.click(screen.getByRole('combobox', { name: 'Team' }));
    await user.click(await screen.findByRole('option', { name: 'Coastal Currents' }));
    await waitFor(() =>
      expect(shownTexts()).toEqual(['Bob accepted the trade', 'Cy edited a pick of Coastal Currents']),
    );
    expect(location()).toBe('/activity?team=2');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Pick edits' }));
    await waitFor(() => expect(shownTexts()).toEqual(['Cy edited a pick of Coastal Currents']));
    expect(location()).toBe('/activity?team=2&kind=pick.edited');
    expect(requests.map((request) => request.path)).toContain(
      urlOf(endpoints.listActivity, { query: { team: 2, kind: 'pick.edited' } }),
    );
  });

  it('opens on the filters a shared address names', async () => {
    serveFeed({ items: [activityItem(9, 'Ann joined the league', 'member.joined')] });
    renderScreen(<ActivityPage />, '/activity?team=1&kind=member.joined');
    await waitFor(() => expect(shownTexts()).toEqual(['Ann joined the league']));
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveTextContent('Bayou Bandits');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Members joining');
  });
});
