// What a panel shows while its data is not there: skeleton rows while loading, a quiet
// sentence when the list is empty, and a failure with Retry inside the panel itself, so one
// failed call never blanks the page (the other panels keep working).
import { Button, Skeleton } from 'shared-ui';
import styled from 'styled-components';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export function PanelSkeleton({ count, label, height = '3rem' }: { count: number; label: string; height?: string }) {
  return (
    <Stack role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </Stack>
  );
}

export const EmptyText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Failure = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.spacing.sm};
  p { margin: 0; color: ${({ theme }) => theme.colors.errorText}; }
`;

export function PanelError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Failure role="alert">
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </Failure>
  );
}
