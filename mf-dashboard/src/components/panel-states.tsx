// What a panel shows while its data loads: skeleton rows in the shape of its list. The busy
// status around them, the empty sentence and the failure with Retry are shared-ui's QueryState,
// inside the panel itself, so one failed call never blanks the page (the other panels keep working).
import { Skeleton } from 'shared-ui';
import styled from 'styled-components';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;

export function PanelSkeleton({ count, height = '3rem' }: { count: number; height?: string }) {
  return (
    <Stack>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </Stack>
  );
}
