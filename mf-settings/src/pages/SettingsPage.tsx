// The Settings screen (/settings): league defaults, the provider connection and its teams,
// the import from it, teams and season set-up by hand (commissioner), the league's members and
// its invitation links (commissioner), the teams' FAAB budgets, the keeper season, the trade review (set by the commissioner), the
// member's own notifications, the league's webhook (commissioner), and the league itself (renamed or deleted by the commissioner, left by a member).
import { useAuth } from 'shared-auth';
import styled from 'styled-components';
import { PageHeading } from 'shared-ui';
import { FaabBudgetsCard } from '../features/faab-budgets';
import { KeeperSeasonSettings } from '../features/keepers';
import { LeagueDefaultsCard } from '../features/league-defaults';
import { LeagueCard } from '../features/league-lifecycle';
import { ImportCard } from '../features/league-import';
import { InvitationLinksCard, LeagueMembersCard } from '../features/members';
import { LeagueWebhookCard, NotificationsCard } from '../features/notifications';
import { ProviderSettings } from '../features/provider';
import { SeasonSetupCard } from '../features/season-setup';
import { TeamsEditorCard } from '../features/teams-editor';
import { TradeReviewCard } from '../features/trade-review';

// One column no wider than the page: a grid column otherwise grows to its widest card's
// content (a table, a row of fields), and the whole screen scrolled sideways on a phone.
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing.lg};
  max-width: 60rem;
`;

export function SettingsPage({ openWindow }: { openWindow?: (url: string) => void }) {
  const { league } = useAuth();
  const canManage = league?.role === 'commissioner';
  return (
    <section aria-labelledby="page-title">
      <PageHeading id="page-title">Settings</PageHeading>
      <Stack>
        <LeagueDefaultsCard />
        <ProviderSettings canManage={canManage} {...(openWindow ? { openWindow } : {})} />
        {canManage && <ImportCard />}
        {canManage && <TeamsEditorCard />}
        {canManage && <SeasonSetupCard />}
        <LeagueMembersCard />
        {canManage && <InvitationLinksCard />}
        <FaabBudgetsCard />
        <KeeperSeasonSettings />
        <TradeReviewCard canManage={canManage} />
        <NotificationsCard />
        {canManage && <LeagueWebhookCard />}
        <LeagueCard />
      </Stack>
    </section>
  );
}
