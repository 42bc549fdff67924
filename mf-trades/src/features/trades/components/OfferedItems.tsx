// The items one side offers so far, each removable before the trade is submitted; in a trade of
// three or four teams each names the team that gets it (docs/screens/trades.md §4.9).
import { Button, Select } from 'shared-ui';
import styled from 'styled-components';
import type { DraftItem, Side } from '../model/trade-draft';

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.spacing.sm} 0 ${({ theme }) => theme.spacing.md};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
`;
const Item = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The teams an item may go to, its current one, and how to change it. */
export interface Receivers {
  options: { value: Side; label: string }[];
  of: (item: DraftItem) => Side;
  onChange: (key: string, to: Side) => void;
}

export function OfferedItems({
  title,
  items,
  onRemove,
  receivers,
}: {
  title: string;
  items: readonly DraftItem[];
  onRemove: (key: string) => void;
  receivers?: Receivers;
}) {
  if (items.length === 0) return <Muted>No items offered yet.</Muted>;
  return (
    <List aria-label={title}>
      {items.map((item) => (
        <Item key={item.key}>
          <span>{item.label}</span>
          {receivers && (
            <Select
              aria-label={`${item.label} goes to`}
              value={receivers.of(item)}
              onValueChange={(value) => receivers.onChange(item.key, value as Side)}
              options={receivers.options}
            />
          )}
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => onRemove(item.key)}
            aria-label={`Remove ${item.label}`}
          >
            Remove
          </Button>
        </Item>
      ))}
    </List>
  );
}
