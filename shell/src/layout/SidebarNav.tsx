// The sidebar's link groups; the current route's link is highlighted and marked
// aria-current="page". Pointing at a link or focusing it preloads its screen.
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { screenPreloader } from '../remotes/preload-screens';
import { navGroups } from './nav-items';

const Group = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

export const GroupTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.xs};
  padding: 0 ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Link = styled(NavLink)`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.ring}; outline-offset: 1px; }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
`;

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Main">
      {navGroups.map((group) => (
        <Group key={group.title} role="group" aria-labelledby={`nav-group-${group.title}`}>
          <GroupTitle id={`nav-group-${group.title}`}>{group.title}</GroupTitle>
          <Links>
            {group.items.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  end
                  onClick={onNavigate}
                  onPointerEnter={() => void screenPreloader.preload(item.remoteId)}
                  onFocus={() => void screenPreloader.preload(item.remoteId)}
                >
                  <span>{item.label}</span>
                  {item.Count && <item.Count />}
                </Link>
              </li>
            ))}
          </Links>
        </Group>
      ))}
    </nav>
  );
}
