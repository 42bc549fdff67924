import { Button } from 'shared-ui';
import styled from 'styled-components';
import type { PlayersLayout } from '../hooks/usePlayersLayout';

const Group = styled.div`
  display: inline-flex;
  button {
    border-radius: 0;
  }
  button:first-child {
    border-radius: ${({ theme }) => theme.radius.md} 0 0 ${({ theme }) => theme.radius.md};
  }
  button:last-child {
    border-radius: 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0;
  }
`;

const LAYOUTS: Array<[PlayersLayout, string]> = [
  ['table', 'Table'],
  ['cards', 'Cards'],
];

/** docs/screens/players.md §2: the toggle between the table and the cards. */
export function LayoutToggle({
  layout,
  onChange,
}: {
  layout: PlayersLayout;
  onChange: (layout: PlayersLayout) => void;
}) {
  return (
    <Group role="group" aria-label="Layout">
      {LAYOUTS.map(([value, label]) => (
        <Button
          key={value}
          variant={layout === value ? 'default' : 'outline'}
          aria-pressed={layout === value}
          onClick={() => onChange(value)}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
