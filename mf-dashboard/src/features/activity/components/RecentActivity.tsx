// 'Recent activity' on Home (docs/screens/home.md §9): the league's latest ten changes, with a
// link to the whole feed on the Activity page. It loads and fails on its own, as every panel.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Panel } from '../../../components/Panel';
import { RECENT_ACTIVITY_COUNT, useRecentActivity } from '../api/activity-api';
import { ActivityList } from './ActivityList';

export const NO_ACTIVITY = 'No activity yet';

const AllActivity = styled(Link)`
  display: inline-block;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: underline;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

export function RecentActivity() {
  const query = useRecentActivity();
  return (
    <Panel
      id="recent-activity"
      title="Recent activity"
      query={query}
      items={(items) => items}
      emptyText={NO_ACTIVITY}
      skeletons={3}
      footer={<AllActivity to="/activity">All activity</AllActivity>}
    >
      {(items) => <ActivityList items={items.slice(0, RECENT_ACTIVITY_COUNT)} label="Recent activity" />}
    </Panel>
  );
}
