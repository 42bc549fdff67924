// The signed-in layout: a 16rem sidebar beside the page on wide screens; below 768 px a top
// header whose menu button slides the sidebar in as a drawer, closed by choosing a link,
// Escape or the backdrop.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Button } from 'shared-ui';
import { SIDEBAR_WIDTH } from './nav-items';
import { Sidebar } from './Sidebar';
import { useIsNarrow } from './useIsNarrow';

const Page = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const Aside = styled.aside<{ $narrow: boolean; $open: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 40;
  width: ${SIDEBAR_WIDTH};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $narrow, $open }) =>
    $narrow &&
    css`
      transform: translateX(${$open ? '0' : '-100%'});
      visibility: ${$open ? 'visible' : 'hidden'};
      transition: transform 200ms ease, visibility 200ms;
      box-shadow: ${({ theme }) => ($open ? theme.shadow.md : 'none')};
    `}
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 30;
  background: ${({ theme }) => theme.colors.overlay};
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

const Main = styled.main<{ $narrow: boolean }>`
  margin-left: ${({ $narrow }) => ($narrow ? '0' : SIDEBAR_WIDTH)};
  padding: ${({ theme }) => theme.spacing.lg};
`;

export function AppLayout({ children }: { children?: ReactNode }) {
  const narrow = useIsNarrow();
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const drawerOpen = narrow && open;
  const asideRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  /** Closes the drawer; Escape, the backdrop and the close button hand focus back to the menu button. */
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) menuButtonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!drawerOpen) return;
    // Keyboard users land inside the drawer they opened.
    asideRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen, close]);

  const hidden = narrow && !open;
  return (
    <Page>
      {narrow && (
        <Header>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Open navigation menu"
            aria-expanded={open}
            aria-controls={drawerId}
            ref={menuButtonRef}
            onClick={() => setOpen(true)}
          >
            <span aria-hidden="true">☰</span>
          </Button>
          <span>Fantasy League</span>
        </Header>
      )}
      {drawerOpen && <Backdrop data-testid="drawer-backdrop" onClick={() => close(true)} />}
      <Aside
        id={drawerId}
        ref={asideRef}
        $narrow={narrow}
        $open={open}
        aria-label="Sidebar"
        aria-hidden={hidden || undefined}
        inert={hidden || undefined}
      >
        <Sidebar onNavigate={narrow ? () => close(false) : undefined} onClose={narrow ? () => close(true) : undefined} />
      </Aside>
      <Main $narrow={narrow}>{children ?? <Outlet />}</Main>
    </Page>
  );
}
