// A whole screen's placeholder while its code or its first answer is on the way: a heading's bar
// and two cards', announced by its label. The shell shows it while a remote's screen loads, and
// the sign-in guard while it learns who is signed in: one component, so both look alike and the
// first view carries it once (docs/performance.md §3.1).
import styled from 'styled-components';
import '../theme/styled';
import { QueryLoading } from './QueryState';
import { Skeleton } from './Skeleton';

const Placeholder = styled.div<{ $padded: boolean }>`
  display: grid;
  gap: 1rem;
  padding: ${({ $padded, theme }) => ($padded ? theme.spacing.lg : 0)};
`;

export interface ScreenSkeletonProps {
  /** The busy state's accessible name, e.g. 'Loading Home'. */
  label: string;
  /** Spaced from the page's edges: for a page without the layout around it (the sign-in guard). */
  padded?: boolean;
}

export function ScreenSkeleton({ label, padded = false }: ScreenSkeletonProps) {
  return (
    <QueryLoading
      label={label}
      skeleton={
        <Placeholder $padded={padded}>
          <Skeleton height="2rem" width="40%" />
          <Skeleton height="8rem" />
          <Skeleton height="8rem" />
        </Placeholder>
      }
    />
  );
}
