// The Activity page (/activity, docs/screens/activity.md): the league's whole feed, newest
// first, a page at a time with Load more, filtered by team and by kind. Both filters live in
// the URL query, so a filtered view can be shared and Back restores it.
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from 'shared-auth';
import { type ActivityKind, activityKind } from 'shared-contracts';
import {
  Button,
  Card,
  CardContent,
  Label,
  PageHeading,
  QueryState,
  Select,
  useNumberSearchParam,
  useSearchParam,
} from 'shared-ui';
import styled from 'styled-components';
import { PanelSkeleton } from '../../../components/panel-states';
import { useActivityPages, useLeagueTeams } from '../api/activity-api';
import { ActivityList } from './ActivityList';
import { NO_ACTIVITY } from './RecentActivity';

/** Each kind as the filter names it, in the order of the contract's list. */
export const KIND_LABELS: Record<ActivityKind, string> = {
  'trade.proposed': 'Trades proposed',
  'trade.accepted': 'Trades accepted',
  'trade.rejected': 'Trades rejected',
  'trade.cancelled': 'Trades cancelled',
  'trade.countered': 'Trades countered',
  'trade.completed': 'Trades completed after review',
  'trade.vetoed': 'Trades vetoed',
  'keeper.declared': 'Keepers declared',
  'keeper.released': 'Keepers released',
  'lottery.opened': 'Lottery opened',
  'lottery.drawn': 'Lottery drawn',
  'lottery.reset': 'Lottery reset',
  import: 'Imports',
  rollover: 'Roll-overs',
  'member.joined': 'Members joining',
  'member.left': 'Members leaving',
  'schedule.edited': 'Schedule edits',
  'pick.edited': 'Pick edits',
};

const ALL = 'all';
const ALL_TEAMS = 0;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
  flex: 1 1 12rem;
`;
const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin-top: ${({ theme }) => theme.spacing.md};
  p {
    margin: 0;
  }
`;
const Problem = styled.p`
  color: ${({ theme }) => theme.colors.errorText};
`;
const Content = styled(CardContent)`
  padding-top: ${({ theme }) => theme.spacing.lg};
`;

const kindOf = (raw: string): ActivityKind | undefined => {
  const parsed = activityKind.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
};

export function ActivityPage() {
  const teams = useLeagueTeams();
  const [teamId, setTeamId] = useNumberSearchParam(
    'team',
    ALL_TEAMS,
    teams.data ? [ALL_TEAMS, ...teams.data.map((team) => team.id)] : undefined,
  );
  const [kind, setKind] = useSearchParam<ActivityKind | typeof ALL>('kind', { fallback: ALL, parse: kindOf });
  const feed = useActivityPages(teamId === ALL_TEAMS ? null : teamId, kind === ALL ? null : kind);
  const shown = useMemo(() => feed.data?.pages.flatMap((page) => page.items) ?? [], [feed.data]);

  const list = useRef<HTMLUListElement>(null);
  // After Load more, focus goes to the first item it brought, so a keyboard user reads on from
  // there (the button itself is gone once the last page is in), as the trade history does.
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom === null) return;
    if (shown.length > focusFrom) {
      const first = list.current?.children[focusFrom];
      if (first instanceof HTMLElement) first.focus();
      setFocusFrom(null);
    } else if (feed.isFetchNextPageError) {
      setFocusFrom(null);
    }
  }, [focusFrom, shown.length, feed.isFetchNextPageError]);
  const loadMore = () => {
    setFocusFrom(shown.length);
    void feed.fetchNextPage();
  };

  const teamOptions = [
    { value: String(ALL_TEAMS), label: 'All teams' },
    ...(teams.data ?? []).map((team) => ({ value: String(team.id), label: team.name })),
  ];
  const kindOptions = [
    { value: ALL, label: 'Everything' },
    ...activityKind.options.map((value) => ({ value, label: KIND_LABELS[value] })),
  ];
  const filtered = teamId !== ALL_TEAMS || kind !== ALL;

  return (
    <section aria-labelledby="page-title">
      <PageHeading id="page-title">Activity</PageHeading>
      <Card>
        <Content>
          <Filters>
            <Field>
              <Label htmlFor="activity-team">Team</Label>
              <Select
                id="activity-team"
                aria-label="Team"
                value={String(teamId)}
                onValueChange={(value) => setTeamId(Number(value))}
                options={teamOptions}
              />
            </Field>
            <Field>
              <Label htmlFor="activity-kind">Kind</Label>
              <Select
                id="activity-kind"
                aria-label="Kind"
                value={kind}
                onValueChange={(value) => setKind(kindOf(value) ?? ALL)}
                options={kindOptions}
              />
            </Field>
          </Filters>
          <QueryState
            query={feed}
            loadingLabel="Loading activity"
            skeleton={<PanelSkeleton count={5} />}
            errorTitle="Could not load activity"
            errorText={errorMessage}
            // A later page that fails is told below the list, which stays.
            keepDataOnError
            empty={filtered ? 'No activity for this team and kind.' : NO_ACTIVITY}
            isEmpty={() => shown.length === 0}
          >
            {() => (
              <>
                <ActivityList items={shown} label="Activity" ref={list} />
                <More>
                  <p aria-live="polite">
                    {shown.length} {shown.length === 1 ? 'item' : 'items'} shown
                    {feed.hasNextPage ? '; more are older' : ''}
                  </p>
                  {feed.hasNextPage && (
                    <Button
                      type="button"
                      variant="outline"
                      onClick={loadMore}
                      disabled={feed.isFetchingNextPage}
                      aria-busy={feed.isFetchingNextPage}
                    >
                      {feed.isFetchingNextPage ? 'Loading more activity…' : 'Load more'}
                    </Button>
                  )}
                  {feed.isFetchNextPageError && (
                    <Problem role="alert">Could not load more activity: {errorMessage(feed.error)}</Problem>
                  )}
                </More>
              </>
            )}
          </QueryState>
        </Content>
      </Card>
    </section>
  );
}
