// One way for every screen to say where its data is: busy while it loads, the reason and a
// Retry when it failed, the screen's own words when the answer holds nothing, and otherwise the
// screen itself. It reads a query by shape (TanStack Query's result fits), so shared-ui needs
// neither react-query nor the API client: the screen turns a failure into words itself
// (shared-auth's errorMessage), since shared-auth builds on shared-ui and not the other way.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import '../theme/styled';
import { Button } from './Button';

/** What QueryState reads of a query: TanStack Query's `useQuery` and `useInfiniteQuery` results fit. */
export interface QueryLike<TData, TError = unknown> {
  isPending: boolean;
  isError: boolean;
  error: TError | null;
  data: TData | undefined;
  refetch: () => unknown;
}

/** The Retry button's words (e2e and the product's texts name it). */
export const RETRY_TEXT = 'Retry';

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Failure = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.spacing.sm};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.errorText};
    overflow-wrap: anywhere;
  }
`;

export interface QueryLoadingProps {
  /** The busy state's accessible name, e.g. 'Loading teams'; also shown as text when there is no skeleton. */
  label: string;
  /** Placeholders in the content's shape (Skeletons), so nothing moves when the data arrives. */
  skeleton?: ReactNode;
}

/** The busy state: a labelled live status around the skeleton (or the label as text). */
export function QueryLoading({ label, skeleton }: QueryLoadingProps) {
  return (
    // No aria-busy here: on a live region it would hold back the very announcement this makes.
    <div role="status" aria-label={label}>
      {skeleton ?? <Muted>{label}</Muted>}
    </div>
  );
}

export interface QueryErrorProps {
  /** The words a person reads: the server's reason. */
  message: string;
  /** A line above the reason that says what failed, e.g. 'Failed to fetch picks'. */
  title?: string;
  onRetry: () => void;
}

/** The failure: announced at once (role="alert"), with a Retry button (a native button, so Enter and Space work). */
export function QueryError({ message, title, onRetry }: QueryErrorProps) {
  return (
    <Failure role="alert">
      {title && <strong>{title}</strong>}
      <p>{message}</p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        {RETRY_TEXT}
      </Button>
    </Failure>
  );
}

/** The quiet sentence of an empty answer. */
export function QueryEmpty({ children }: { children: ReactNode }) {
  return typeof children === 'string' || typeof children === 'number' ? <Muted>{children}</Muted> : <>{children}</>;
}

export interface QueryStateProps<TData, TError> {
  query: QueryLike<TData, TError>;
  /** The busy state's accessible name, e.g. 'Loading teams'. */
  loadingLabel: string;
  /** Placeholders in the content's shape; without them the label is shown as text. */
  skeleton?: ReactNode;
  /** The failure in a person's words: pass shared-auth's errorMessage, or a sentence built on it. */
  errorText: (error: TError) => string;
  /** A line above the reason that says what failed. */
  errorTitle?: string;
  /** What Retry does; the query's refetch unless given (e.g. to ask for a second query too). */
  onRetry?: () => void;
  /** What the screen says for an empty answer: a sentence (shown muted) or its own element. */
  empty?: ReactNode;
  /** Whether the answer counts as empty; without it, an empty list does when `empty` is given. */
  isEmpty?: (data: TData) => boolean;
  /** Keep showing an answer already held when a later fetch fails (the screen tells of that failure itself). */
  keepDataOnError?: boolean;
  children: (data: TData) => ReactNode;
}

/**
 * A query's four states in one place:
 * `<QueryState query={teams} loadingLabel="Loading teams" errorText={errorMessage} empty="No teams yet">{(list) => …}</QueryState>`.
 */
export function QueryState<TData, TError = unknown>({
  query,
  loadingLabel,
  skeleton,
  errorText,
  errorTitle,
  onRetry,
  empty,
  isEmpty,
  keepDataOnError = false,
  children,
}: QueryStateProps<TData, TError>) {
  const held = query.data !== undefined;
  if (query.isError && query.error !== null && !(keepDataOnError && held)) {
    return (
      <QueryError
        title={errorTitle}
        message={errorText(query.error)}
        onRetry={onRetry ?? (() => void query.refetch())}
      />
    );
  }
  if (query.isPending || !held) return <QueryLoading label={loadingLabel} skeleton={skeleton} />;
  const data = query.data as TData;
  const emptyAnswer = isEmpty ? isEmpty(data) : empty !== undefined && Array.isArray(data) && data.length === 0;
  if (emptyAnswer) return <QueryEmpty>{empty}</QueryEmpty>;
  return <>{children(data)}</>;
}
