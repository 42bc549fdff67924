// The seven web apps in one place: their folders, Module Federation names, what each remote
// exposes and which port each listens on. Everything that builds, serves or tests the web
// reads this list, so adding a remote is one entry here.

export interface WebApp {
  /** Folder and package name. */
  dir: string;
  /** Module Federation container name (a JS identifier, so underscores). */
  federationName: string;
  /** Offset from the web port base: shell 0, remotes 1..6 (3000..3006 by default). */
  portOffset: number;
  /** Exposed module names of a remote, e.g. `./Players`; empty for the shell. */
  exposes: string[];
}

export const shellApp: WebApp = { dir: 'shell', federationName: 'shell', portOffset: 0, exposes: [] };

export const remoteApps: WebApp[] = [
  { dir: 'mf-dashboard', federationName: 'mf_dashboard', portOffset: 1, exposes: ['./Home', './Teams'] },
  { dir: 'mf-players', federationName: 'mf_players', portOffset: 2, exposes: ['./Players'] },
  { dir: 'mf-trades', federationName: 'mf_trades', portOffset: 3, exposes: ['./TradeCenter'] },
  { dir: 'mf-schedule', federationName: 'mf_schedule', portOffset: 4, exposes: ['./Schedule'] },
  { dir: 'mf-picks', federationName: 'mf_picks', portOffset: 5, exposes: ['./DraftPicks'] },
  { dir: 'mf-settings', federationName: 'mf_settings', portOffset: 6, exposes: ['./Settings'] },
];

export const webApps: WebApp[] = [shellApp, ...remoteApps];

export function findApp(dir: string): WebApp {
  const app = webApps.find((candidate) => candidate.dir === dir);
  if (!app) throw new Error(`Unknown web app '${dir}'. Known: ${webApps.map((a) => a.dir).join(', ')}`);
  return app;
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
