// The sidebar's link groups; the current route's link is highlighted and marked
// aria-current="page". Pointing at a link or focusing it preloads its screen.
//
// A navigation is a transition: the current screen stays until the next one's module has
// arrived. Meanwhile the clicked link is marked busy (aria-busy, a small spinner), so a
// click never looks ignored on a slow network.
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
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

const spin = keyframes`
  to { transform: rotate(360deg); }
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
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 1px;
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
  &[aria-busy='true']::after {
    content: '';
    width: 0.75rem;
    height: 0.75rem;
    border: 2px solid currentColor;
    border-right-color: transparent;
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  }
`;

/** The link clicked on the page at `from`: busy until the page shows another route. */
type PendingLink = { to: string; from: string };

export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const [pending, setPending] = useState<PendingLink | null>(null);
  // The page has moved on (to that link's route, its error card, or anywhere else): done.
  // (React renders again at once, before committing, when state is set during render.)
  if (pending && pending.from !== pathname) setPending(null);
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
                  aria-busy={pending?.to === item.to || undefined}
                  onClick={() => {
                    if (item.to !== pathname) setPending({ to: item.to, from: pathname });
                    onNavigate?.();
                  }}
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
