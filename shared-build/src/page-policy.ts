// The Content-Security-Policy of the site's pages: what a page may load and run, and who may
// frame it. Written from the same settings as /config.json and /remotes.json, so it follows
// wherever a deployment puts its remotes, its API and its identity provider.
import type { RemoteEntry, RuntimeConfig } from 'shared-contracts';
import { LAST_SCREEN_PAINTER_SOURCE } from './last-screen-painter';

/** Google's gapi loader, which the Firebase SDK fetches for its sign-in popup (emulator too). */
const GOOGLE_SCRIPTS = 'https://apis.google.com';
/** Firebase Auth's own APIs in production: sign-in, account lookups and token refresh. */
const FIREBASE_AUTH_APIS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

export interface PagePolicySources {
  remotes: RemoteEntry[];
  config: RuntimeConfig;
}

const originOf = (address: string) => new URL(address).origin;
const unique = (values: string[]) => [...new Set(values)];

/** The policy's directives, each with its sources (in the order they are sent). */
export function pagePolicyDirectives({ remotes, config }: PagePolicySources): Record<string, string[]> {
  const remoteOrigins = unique(remotes.map((remote) => originOf(remote.entry)));
  // apiBase '' (or a path) is this origin's /api; an absolute one is an API elsewhere.
  const apiOrigins = /^https?:\/\//i.test(config.apiBase) ? [originOf(config.apiBase)] : [];
  const emulator = config.authEmulatorUrl ? originOf(config.authEmulatorUrl) : null;
  // Sign-in talks to the emulator in development and tests, to Google in production, and in
  // both opens a hidden helper frame: the emulator's, or the auth domain's /__/auth/iframe.
  const identityConnections = emulator ? [emulator] : FIREBASE_AUTH_APIS;
  const identityFrames = emulator ? [emulator] : [`https://${config.firebase.authDomain}`];
  return {
    'default-src': ["'self'"],
    // The shell's page runs each remote's entry and chunks from the remote's own origin, and
    // one inline script, allowed by its hash alone: the last screen's painter (last-screen-painter.ts).
    'script-src': unique(["'self'", LAST_SCREEN_PAINTER_SOURCE, ...remoteOrigins, GOOGLE_SCRIPTS]),
    // The manifests are fetched; the API is same-origin unless apiBase says otherwise.
    'connect-src': unique(["'self'", ...remoteOrigins, ...apiOrigins, ...identityConnections]),
    // styled-components writes its rules into <style> elements at run time, and Radix and
    // dnd-kit position things with style attributes: inline styles stay allowed (scripts do not).
    'style-src': unique(["'self'", "'unsafe-inline'", ...remoteOrigins]),
    // Members' photos (the identity provider's) and teams' logos (the league provider's) are
    // https addresses on hosts of their own.
    'img-src': unique(["'self'", 'data:', 'https:', ...remoteOrigins]),
    'font-src': unique(["'self'", 'data:', ...remoteOrigins]),
    'frame-src': identityFrames,
    // Players reads a big CSV file in a Web Worker that papaparse starts from a blob: address.
    // A worker's script must be same-origin with the page, and the remotes are not, so a blob
    // made by a script the page already runs is the worker a remote can start; without this,
    // worker-src falls back to script-src and the file stays at "Reading …: 0%"
    // (docs/architecture.md §9.8).
    // 'self' is also the site's service worker, /sw.js (docs/web.md §14).
    'worker-src': ["'self'", 'blob:'],
    // The web manifest the shell's page links (its icons are images of 'self').
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // No other site may frame the pages (clickjacking); X-Frame-Options says the same to old browsers.
    'frame-ancestors': ["'none'"],
  };
}

export function pagePolicy(sources: PagePolicySources): string {
  return Object.entries(pagePolicyDirectives(sources))
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The service worker's policy (docs/web.md §14), which the browser applies to the worker's own
 * fetches: it fetches the site's pages and files and the remotes' files, nothing else. `https:`
 * too, because a worker keeps the policy it was installed with until its bytes change, while a
 * deployment may move a remote to another https origin without a rebuild (the page's own
 * policy, written per request, still decides what the page may ask for).
 */
export function serviceWorkerPolicy(remotes: RemoteEntry[]): string {
  const remoteOrigins = unique(remotes.map((remote) => originOf(remote.entry)));
  return `default-src 'none'; connect-src ${unique(["'self'", 'https:', ...remoteOrigins]).join(' ')}; frame-ancestors 'none'`;
}

/** Anything that is not a page (scripts, JSON, files): nothing to load, nothing may frame it. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";
