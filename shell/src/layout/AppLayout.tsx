// The signed-in layout: a 16rem sidebar beside the page on wide screens; below 768 px a top
// header whose menu button opens the sidebar as a drawer (shared-ui's DrawerContent, a Radix
// dialog: focus moves in and is trapped, Escape, the overlay, the close button or choosing a
// link close it, and focus returns to the menu button).
import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from 'shared-auth';
import { Button, Dialog, DialogTrigger, DrawerContent } from 'shared-ui';
import { LiveUpdates } from './LiveUpdates';
import { SIDEBAR_WIDTH } from './nav-items';
import { Sidebar } from './Sidebar';
import { useIsNarrow } from './useIsNarrow';
import { useLeagueTitle } from './useLeagueTitle';

const Page = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const Aside = styled.aside`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 40;
  width: ${SIDEBAR_WIDTH};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 700;
`;

/** The active league, beside the site's name: on a phone the switcher is in the drawer. */
const LeagueName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Main = styled.main<{ $narrow: boolean }>`
  margin-left: ${({ $narrow }) => ($narrow ? '0' : SIDEBAR_WIDTH)};
  padding: ${({ theme }) => theme.spacing.lg};
`;

function NarrowNavigation() {
  const { league } = useAuth();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Header>
        <DialogTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Open navigation menu">
            <span aria-hidden="true">☰</span>
          </Button>
        </DialogTrigger>
        <span>Fantasy League</span>
        {league && <LeagueName>{league.name}</LeagueName>}
      </Header>
      <DrawerContent title="Navigation menu" width={SIDEBAR_WIDTH}>
        <Sidebar onNavigate={close} onClose={close} />
      </DrawerContent>
    </Dialog>
  );
}

export function AppLayout({ children }: { children?: ReactNode }) {
  const narrow = useIsNarrow();
  useLeagueTitle();
  return (
    <Page>
      {narrow ? (
        <NarrowNavigation />
      ) : (
        <Aside aria-label="Sidebar">
          <Sidebar />
        </Aside>
      )}
      <Main $narrow={narrow}>
        <LiveUpdates />
        {children ?? <Outlet />}
      </Main>
    </Page>
  );
}
