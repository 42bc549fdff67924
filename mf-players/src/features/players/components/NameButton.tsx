import type { Player } from 'shared-contracts';
import styled from 'styled-components';

const LinkLike = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-align: left;
  text-decoration: underline;
  text-decoration-color: ${({ theme }) => theme.colors.mutedText};
  text-underline-offset: 3px;
  cursor: pointer;
  &:hover {
    text-decoration-color: currentColor;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

/** docs/screens/players.md §2: clicking a name opens single-player edit. */
export function NameButton({ player, onEdit }: { player: Player; onEdit: (player: Player) => void }) {
  return (
    <LinkLike type="button" onClick={() => onEdit(player)} aria-haspopup="dialog">
      {player.name}
    </LinkLike>
  );
}
