// What the Schedule shows instead of its weeks: skeleton cards while the season loads, the
// words of the failure when it cannot (docs/screens/schedule.md §5), and a season without games. The busy
// status, the alert and its Retry are shared-ui's QueryState.
import { Card, CardContent, CardHeader, Skeleton } from 'shared-ui';
import styled from 'styled-components';

export const LOAD_ERROR_PREFIX = 'Error loading schedule: ';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
`;

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** Skeleton cards in the shape of week cards: one for one week, three for All Weeks. */
export function ScheduleSkeleton({ cards }: { cards: number }) {
  return (
    <Stack>
      {Array.from({ length: cards }, (_, card) => (
        <Card key={card} data-testid="week-skeleton">
          <CardHeader>
            <Skeleton width="6rem" height="1.5rem" />
          </CardHeader>
          <CardContent>
            <Rows>
              {Array.from({ length: 6 }, (_, row) => (
                <Skeleton key={row} height="2.5rem" />
              ))}
            </Rows>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** The failure in a person's words, e.g. 'Error loading schedule: The database is not answering'. */
export const loadErrorText = (message: string) => `${LOAD_ERROR_PREFIX}${message}`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export function NoGames({ season }: { season: number }) {
  return (
    <Card>
      <CardContent>
        <Quiet>{`No games are scheduled for the ${season} season.`}</Quiet>
      </CardContent>
    </Card>
  );
}
