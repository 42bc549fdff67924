// One list of the league's activity, newest first: each item's sentence (written by the API,
// docs/api.md §18) and when it happened. Home's panel and the Activity page both show it.
import { forwardRef } from 'react';
import type { ActivityItem } from 'shared-contracts';
import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
`;
const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
  &:last-child {
    border-bottom: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
  time {
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const ActivityList = forwardRef<HTMLUListElement, { items: readonly ActivityItem[]; label: string }>(
  function ActivityList({ items, label }, ref) {
    return (
      <List aria-label={label} ref={ref}>
        {items.map((item) => (
          // Focusable so that Load more can take a keyboard user to the first item it brought.
          <Entry key={item.id} tabIndex={-1} data-kind={item.kind}>
            <span>{item.text}</span>
            <time dateTime={item.at}>{when.format(new Date(item.at))}</time>
          </Entry>
        ))}
      </List>
    );
  },
);
