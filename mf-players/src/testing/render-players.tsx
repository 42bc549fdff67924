// Renders the Players screen as the shell does, for a signed-in member, at a chosen width.
import type { MemberRole } from 'shared-contracts';
import { renderWithAuth } from 'shared-auth/testing';
import PlayersPage from '../export-app';
import { giveElementsSize, setWideScreen } from './screen-size';

export function renderPlayersPage({ role = 'commissioner', wide = true, route = '/players?year=2025' }: { role?: MemberRole; wide?: boolean; route?: string } = {}) {
  setWideScreen(wide);
  giveElementsSize(wide ? 1200 : 480);
  return renderWithAuth(<PlayersPage />, { role, route });
}
