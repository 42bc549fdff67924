// The sidebar's links, in the groups and order of docs/screens/shell.md §2.3: each remote screen's link, as the one list
// of web apps (shared-build/src/apps.ts) declares it.
import { NAV_GROUPS, sidebarScreens } from 'shared-build/apps';
import type { ComponentType } from 'react';
import { PendingTradesCount } from './PendingTradesCount';

export interface NavItem {
  label: string;
  to: string;
  /** The Module Federation id of the screen it opens (`mf_players/Players`), to preload it. */
  remoteId: string;
  /** A small count shown after the label (e.g. trades waiting for the member's team). */
  Count?: ComponentType;
}

export interface NavGroup {
  title: string;
  items: NavItem[];
}

// The shell's own counts beside a link (a remote names no shell component in the shared list).
const navCounts: Record<string, ComponentType> = { '/trades': PendingTradesCount };

export const navGroups: NavGroup[] = NAV_GROUPS.map((title) => ({
  title,
  items: sidebarScreens
    .filter((screen) => screen.nav.group === title)
    .map((screen) => ({
      label: screen.nav.label,
      to: screen.path,
      remoteId: screen.id,
      Count: navCounts[screen.path],
    })),
}));

/** Below this width the sidebar becomes a slide-in drawer. */
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_WIDTH = '16rem';
