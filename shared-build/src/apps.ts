// The seven web apps in one place: their folders, Module Federation names and ports (what a
// remote exposes is in its own module-federation.config.ts). Everything that builds, serves
// or tests the web reads this list, so adding a remote is one entry here.

export interface WebApp {
  /** Folder and package name. */
  dir: string;
  /** Module Federation container name (a JS identifier, so underscores). */
  federationName: string;
  /** Offset from the web port base: shell 0, remotes 1..6 (3000..3006 by default). */
  portOffset: number;
}

export const shellApp: WebApp = { dir: 'shell', federationName: 'shell', portOffset: 0 };

export const remoteApps: WebApp[] = [
  { dir: 'mf-dashboard', federationName: 'mf_dashboard', portOffset: 1 },
  { dir: 'mf-players', federationName: 'mf_players', portOffset: 2 },
  { dir: 'mf-trades', federationName: 'mf_trades', portOffset: 3 },
  { dir: 'mf-schedule', federationName: 'mf_schedule', portOffset: 4 },
  { dir: 'mf-picks', federationName: 'mf_picks', portOffset: 5 },
  { dir: 'mf-settings', federationName: 'mf_settings', portOffset: 6 },
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
