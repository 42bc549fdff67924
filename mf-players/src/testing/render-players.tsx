// Renders the Players screen as the shell does, for a signed-in member, at a chosen width.
import type { LeagueInfo, MemberRole } from 'shared-contracts';
import { renderWithAuth, testLeague } from 'shared-auth/testing';
import PlayersPage from '../export-app';
import { giveElementsSize, setWideScreen } from './screen-size';

export function renderPlayersPage({
  role = 'commissioner',
  wide = true,
  route = '/players?year=2025',
  team = null,
}: { role?: MemberRole; wide?: boolean; route?: string; team?: LeagueInfo['team'] } = {}) {
  setWideScreen(wide);
  giveElementsSize(wide ? 1200 : 480);
  return renderWithAuth(<PlayersPage />, { route, auth: { league: { ...testLeague, role, team } } });
}
