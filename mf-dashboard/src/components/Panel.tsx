// One of Home's panels: a titled card whose body says what state its data is in.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from 'shared-auth';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  QueryEmpty,
  QueryState,
} from 'shared-ui';
import { PanelSkeleton } from './panel-states';

export interface PanelProps<T> {
  id: string;
  title: string;
  subtitle?: string;
  /** The panel's query; null when there is nothing to ask for (no week after 18). */
  query: UseQueryResult<T> | null;
  /** The rows of an answer; an empty list shows `emptyText`. */
  items: (data: T) => readonly unknown[];
  emptyText: string;
  skeletons: number;
  children: (data: T) => ReactNode;
  /** Shown below the body in every state (a link to the whole list). */
  footer?: ReactNode;
}

export function Panel<T>({ id, title, subtitle, query, items, emptyText, skeletons, children, footer }: PanelProps<T>) {
  const body: ReactNode =
    query === null ? (
      <QueryEmpty>{emptyText}</QueryEmpty>
    ) : (
      <QueryState
        query={query}
        loadingLabel={`Loading ${title}`}
        skeleton={<PanelSkeleton count={skeletons} />}
        errorText={errorMessage}
        empty={emptyText}
        isEmpty={(data) => items(data).length === 0}
      >
        {children}
      </QueryState>
    );

  return (
    <Card aria-labelledby={`${id}-title`} data-panel={id}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        {subtitle && <CardDescription>{subtitle}</CardDescription>}
      </CardHeader>
      <CardContent aria-busy={query?.isFetching ?? false}>{body}</CardContent>
      {footer && <CardFooter>{footer}</CardFooter>}
    </Card>
  );
}
