// The items one side offers so far, each removable before the trade is submitted.
import { Button } from 'shared-ui';
import styled from 'styled-components';
import type { DraftItem } from '../model/trade-draft';

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

export function OfferedItems({
  title,
  items,
  onRemove,
}: {
  title: string;
  items: readonly DraftItem[];
  onRemove: (key: string) => void;
}) {
  if (items.length === 0) return <Muted>No items offered yet.</Muted>;
  return (
    <List aria-label={title}>
      {items.map((item) => (
        <Item key={item.key}>
          <span>{item.label}</span>
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
