// What the Schedule shows instead of its weeks: skeleton cards while the season loads, the
// error box when it cannot (SPEC.md §2, §8), and a season without games.
import { Button, Card, CardContent, CardHeader, Skeleton } from 'shared-ui';
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
    <Stack role="status" aria-label="Loading schedule">
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

const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.destructive};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.errorText};
`;

const ErrorText = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

export function ScheduleError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorBox role="alert">
      <ErrorText>{`${LOAD_ERROR_PREFIX}${message}`}</ErrorText>
      <Button variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </ErrorBox>
  );
}

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
