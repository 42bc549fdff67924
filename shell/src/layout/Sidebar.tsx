// The sidebar's content: the site title, the league switcher, the link groups, the Appearance group with its Theme
// menu, and the signed-in user's footer.
import styled from 'styled-components';
import { Button } from 'shared-ui';
import { LeagueSwitcher } from './LeagueSwitcher';
import { GroupTitle, SidebarNav } from './SidebarNav';
import { ThemeMenu } from './ThemeMenu';
import { UserFooter } from './UserFooter';

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${({ theme }) => theme.spacing.md};
  overflow-y: auto;
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

const Title = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

const Grow = styled.div`
  flex: 1;
`;

export interface SidebarProps {
  /** Called when a link is chosen (closes the drawer on narrow screens). */
  onNavigate?: () => void;
  /** Present in the drawer: a close button. */
  onClose?: () => void;
}

export function Sidebar({ onNavigate, onClose }: SidebarProps) {
  return (
    <Inner>
      <TitleRow>
        <Title>Fantasy League</Title>
        {onClose && (
          <Button variant="ghost" size="icon" aria-label="Close navigation menu" onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </Button>
        )}
      </TitleRow>
      <Grow>
        <LeagueSwitcher onNavigate={onNavigate} />
        <SidebarNav onNavigate={onNavigate} />
        <section aria-labelledby="nav-group-Appearance">
          <GroupTitle id="nav-group-Appearance">Appearance</GroupTitle>
          <ThemeMenu />
        </section>
      </Grow>
      <UserFooter />
    </Inner>
  );
}
