// The sidebar's links, in SPEC's groups and order.
export interface NavItem {
  label: string;
  to: string;
}

export interface NavGroup {
  title: string;
  items: NavItem[];
}

export const navGroups: NavGroup[] = [
  {
    title: 'Dashboard',
    items: [
      { label: 'Home', to: '/' },
      { label: 'Teams', to: '/teams' },
      { label: 'Draft Picks', to: '/picks' },
    ],
  },
  {
    title: 'Management',
    items: [
      { label: 'Players', to: '/players' },
      { label: 'Trades', to: '/trades' },
      { label: 'Schedule', to: '/schedule' },
      { label: 'Settings', to: '/settings' },
    ],
  },
];

/** Below this width the sidebar becomes a slide-in drawer. */
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_WIDTH = '16rem';
