import { screen, within } from '@testing-library/react';
import { endpoints } from 'shared-contracts';
import { RETRY_TEXT } from 'shared-ui';
import { call, held, inTurn, json, refuse, serveApi } from '../../../testing/dashboard-api';
import { renderScreen } from '../../../testing/render-screen';
import { activityItems } from './activity-fixtures';
import { RecentActivity } from './RecentActivity';

const RECENT = call(endpoints.listActivity, { query: { limit: 10 } });
const panel = () => screen.getByRole('region', { name: 'Recent activity' });

describe("Home's Recent activity panel", () => {
  it('shows a busy status with skeletons while the feed loads, and the link to the whole feed already', async () => {
    const answer = held(json(endpoints.listActivity, activityItems(2)));
    serveApi({ [RECENT]: answer.answer });
    renderScreen(<RecentActivity />, '/');
    expect(within(panel()).getByRole('status', { name: 'Loading Recent activity' })).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'All activity' })).toHaveAttribute('href', '/activity');
    answer.release();
    expect(await within(panel()).findByText('Change 100')).toBeInTheDocument();
  });

  it("shows the latest ten, newest first, each with the API's sentence and its time", async () => {
    const api = serveApi({ [RECENT]: json(endpoints.listActivity, activityItems(10)) });
    renderScreen(<RecentActivity />, '/');
    const list = await within(panel()).findByRole('list', { name: 'Recent activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Change 100');
    expect(items[9]).toHaveTextContent('Change 91');
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2025-09-14T17:30:00.000Z');
    expect(api.paths()).toEqual(['/api/activity?limit=10']);
  });

  it("says 'No activity yet' when the league has none", async () => {
    serveApi({ [RECENT]: json(endpoints.listActivity, []) });
    renderScreen(<RecentActivity />, '/');
    expect(await within(panel()).findByText('No activity yet')).toBeInTheDocument();
    expect(within(panel()).queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows the server's reason when the feed fails, and Retry loads it", async () => {
    serveApi({
      [RECENT]: inTurn(refuse(503, 'The database is resting'), json(endpoints.listActivity, activityItems(1))),
    });
    const { user } = renderScreen(<RecentActivity />, '/');
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('The database is resting');
    await user.click(within(alert).getByRole('button', { name: RETRY_TEXT }));
    expect(await within(panel()).findByText('Change 100')).toBeInTheDocument();
  });

  it('takes a member to the Activity page by its link, from the keyboard', async () => {
    serveApi({ [RECENT]: json(endpoints.listActivity, []) });
    const { user, location } = renderScreen(<RecentActivity />, '/');
    await within(panel()).findByText('No activity yet');
    within(panel()).getByRole('link', { name: 'All activity' }).focus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/activity');
  });
});
