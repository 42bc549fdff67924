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

/**
 * docs/screens/players.md §2: clicking a name opens the player, for every member (the
 * commissioner's edit dialog, a manager's sheet of the player).
 */
export function NameButton({ player, onOpen }: { player: Player; onOpen: (player: Player) => void }) {
  return (
    <LinkLike type="button" onClick={() => onOpen(player)} aria-haspopup="dialog">
      {player.name}
    </LinkLike>
  );
}
