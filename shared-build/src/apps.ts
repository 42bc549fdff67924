// The web apps, declared once. Everything else is derived from this list: each app's
// Module Federation name, port and exposed modules, the build of all apps, the servers and
// /remotes.json, the shell's routes, sidebar links and remote loading, and the end-to-end
// suite's screens. Adding a remote is one entry in `remoteApps` plus its folder.
//
// Plain data and pure functions only: the shell's browser bundle imports this file too.

/** The sidebar's link groups, in the order of docs/screens/shell.md §2.3. */
export const NAV_GROUPS = ['Dashboard', 'Management'] as const;
export type NavGroupName = (typeof NAV_GROUPS)[number];

/** One screen a remote exposes to the shell. */
export interface ScreenDeclaration {
  /** Exposed as `./<module>` (loaded as `<federationName>/<module>`). */
  module: string;
  /** The file that default-exports the screen (a component without props). */
  file: string;
  /** Its route in the shell; `:name` stands for one segment of the address (`/matchups/:id`). */
  path: string;
  /** Its page title (the h1), and what the error card calls the area. */
  title: string;
  /**
   * Its sidebar link; links appear in the order of this list within their group. A screen
   * reached only through links on other screens (one game's page) has none. Its label is the
   * title unless it says otherwise (every byte of this list is in the shell's first view).
   */
  nav?: { group: NavGroupName; label?: string };
}

export interface RemoteDeclaration {
  /** Folder and package name, `mf-<area>`. */
  dir: string;
  screens: ScreenDeclaration[];
}

export const remoteDeclarations: RemoteDeclaration[] = [
  {
    dir: 'mf-dashboard',
    screens: [
      {
        module: 'Home',
        file: './src/export-home.tsx',
        path: '/',
        title: 'Dashboard',
        nav: { group: 'Dashboard', label: 'Home' },
      },
      {
        module: 'Teams',
        file: './src/export-teams.tsx',
        path: '/teams',
        title: 'Teams',
        nav: { group: 'Dashboard' },
      },
      {
        module: 'Matchup',
        file: './src/export-matchup.tsx',
        path: '/matchups/:id',
        title: 'Matchup',
      },
      {
        module: 'Activity',
        file: './src/export-activity.tsx',
        path: '/activity',
        title: 'Activity',
        nav: { group: 'Dashboard' },
      },
      {
        module: 'Records',
        file: './src/export-records.tsx',
        path: '/records',
        title: 'Record Book',
        nav: { group: 'Dashboard' },
      },
    ],
  },
  {
    dir: 'mf-players',
    screens: [
      {
        module: 'Players',
        file: './src/export-app.tsx',
        path: '/players',
        title: 'Players',
        nav: { group: 'Management' },
      },
    ],
  },
  {
    dir: 'mf-trades',
    screens: [
      {
        module: 'TradeCenter',
        file: './src/export-app.tsx',
        path: '/trades',
        title: 'Trade Center',
        nav: { group: 'Management', label: 'Trades' },
      },
    ],
  },
  {
    dir: 'mf-schedule',
    screens: [
      {
        module: 'Schedule',
        file: './src/export-app.tsx',
        path: '/schedule',
        title: 'Schedule',
        nav: { group: 'Management' },
      },
    ],
  },
  {
    dir: 'mf-picks',
    screens: [
      {
        module: 'DraftPicks',
        file: './src/export-app.tsx',
        path: '/picks',
        title: 'Draft Picks',
        nav: { group: 'Dashboard' },
      },
    ],
  },
  {
    dir: 'mf-settings',
    screens: [
      {
        module: 'Settings',
        file: './src/export-app.tsx',
        path: '/settings',
        title: 'Settings',
        nav: { group: 'Management' },
      },
    ],
  },
];

export interface WebApp {
  /** Folder and package name. */
  dir: string;
  /** Module Federation container name (a JS identifier: the folder with underscores). */
  federationName: string;
  /** Offset from the web port base: shell 0, remotes 1, 2, … in list order (3000… by default). */
  portOffset: number;
  /** The page title of the app's own index.html. */
  title: string;
  /** What a remote exposes (none for the shell). */
  screens: ScreenDeclaration[];
}

const SITE = 'Fantasy League';

export const shellApp: WebApp = { dir: 'shell', federationName: 'shell', portOffset: 0, title: SITE, screens: [] };

export const remoteApps: WebApp[] = remoteDeclarations.map(({ dir, screens }, index) => ({
  dir,
  federationName: dir.replace(/-/g, '_'),
  portOffset: index + 1,
  title: [...screens.map((screen) => screen.title), SITE].join(' · '),
  screens,
}));

export const webApps: WebApp[] = [shellApp, ...remoteApps];

export function findApp(dir: string): WebApp {
  const app = webApps.find((candidate) => candidate.dir === dir);
  if (!app) throw new Error(`Unknown web app '${dir}'. Known: ${webApps.map((a) => a.dir).join(', ')}`);
  return app;
}

/** A remote's `exposes` map for Module Federation: `./Players` → its file. */
export function exposesOf(app: WebApp): Record<string, string> {
  return Object.fromEntries(app.screens.map((screen) => [`./${screen.module}`, screen.file]));
}

/** Every screen the shell routes to, with the id it loads it by (`mf_players/Players`). */
export const remoteScreens = remoteApps.flatMap((app) =>
  app.screens.map((screen) => ({
    ...screen,
    remote: app.federationName,
    id: `${app.federationName}/${screen.module}`,
  })),
);
export type RemoteScreen = (typeof remoteScreens)[number];

/** The screens with a sidebar link, in list order (one game's page has none). */
export const sidebarScreens = remoteScreens.flatMap((screen) =>
  screen.nav ? [{ ...screen, nav: { group: screen.nav.group, label: screen.nav.label ?? screen.title } }] : [],
);

/** Whether `pathname` is at a screen's `path`: each `:name` matches one segment, a trailing slash is ignored. */
export function pathMatches(path: string, pathname: string): boolean {
  const wanted = path.split('/');
  const given = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).split('/');
  return (
    wanted.length === given.length &&
    wanted.every((part, index) => (part.startsWith(':') ? given[index] !== '' : part === given[index]))
  );
}

/**
 * The port an app listens on: `<DIR>_PORT` (e.g. `MF_PLAYERS_PORT`, `SHELL_PORT`) wins, else
 * `WEB_PORT_BASE` (default 3000) plus the app's offset.
 */
export function appPort(app: WebApp, env: NodeJS.ProcessEnv = process.env): number {
  const own = env[`${app.dir.replace(/-/g, '_').toUpperCase()}_PORT`];
  if (own) return Number(own);
  return Number(env.WEB_PORT_BASE || 3000) + app.portOffset;
}
