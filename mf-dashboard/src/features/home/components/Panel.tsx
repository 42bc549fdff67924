// One of the dashboard's three panels: a titled card whose body says what state its data is in.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from 'shared-auth';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from 'shared-ui';
import { EmptyText, PanelError, PanelSkeleton } from '../../../components/panel-states';

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
}

export function Panel<T>({ id, title, subtitle, query, items, emptyText, skeletons, children }: PanelProps<T>) {
  let body: ReactNode;
  if (query === null) body = <EmptyText>{emptyText}</EmptyText>;
  else if (query.isPending) body = <PanelSkeleton count={skeletons} label={`Loading ${title}`} />;
  else if (query.isError) body = <PanelError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else if (items(query.data).length === 0) body = <EmptyText>{emptyText}</EmptyText>;
  else body = children(query.data);

  return (
    <Card aria-labelledby={`${id}-title`} data-panel={id}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        {subtitle && <CardDescription>{subtitle}</CardDescription>}
      </CardHeader>
      <CardContent aria-busy={query?.isFetching ?? false}>{body}</CardContent>
    </Card>
  );
}
