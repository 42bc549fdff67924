// The page every web server sends for `/`, `/index.html` and the client-side routes: the built
// index.html with what the first screen would otherwise fetch one round trip after another
// (on a phone's network, about 560 ms each) written into it:
// - the runtime config and, for the shell, the remotes list, as data blocks (the app reads
//   them instead of fetching /config.json and /remotes.json);
// - preload links for the scripts the page needs first (first-view-scripts.ts), which the
//   browser would otherwise learn of only once main.js had run;
// - for the shell, preload links for the manifest and entry of the remote whose screen the
//   address opens, which the shell would otherwise fetch only after reading the remotes;
// - for the public pages (/login, an invitation link), their card as plain HTML and CSS in the
//   app's root element (first-paint.ts), which the app replaces when it renders;
// - for an address of the shell that opens a remote's screen, the script that paints a
//   returning member's last screen there (last-screen-painter.ts), right after the root element.
import { PAGE_DATA_IDS, type RemoteEntry, type RuntimeConfig } from 'shared-contracts';
import { pathMatches, remoteScreens } from './apps';
import { REMOTE_ENTRY_FILE } from './federation';
import type { FirstPaint } from './first-paint';
import { PAGE_ICON_FILE, WEB_MANIFEST_FILE } from './installable';
import { LAST_SCREEN_PAINTER } from './last-screen-painter';

export interface PageParts {
  /** The built index.html. */
  template: string;
  /** The page's first scripts, as file names in its dist folder. */
  scripts: string[];
  config: RuntimeConfig;
  /** The shell's remotes; null for a remote's own page. */
  remotes: RemoteEntry[] | null;
  /** The address's path, e.g. `/players`. */
  pathname: string;
  /** What the page shows before its scripts run (first-paint.ts), if it is a public page. */
  firstPaint?: FirstPaint | null;
}

/** The app's root element as the built index.html holds it, empty. */
const EMPTY_ROOT = '<div id="root"></div>';

/** JSON safe inside a `<script>` element: no `<` can close it or open a comment. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;

/** The remote whose screen `pathname` opens (`/players/12` → Players'), if any. */
export function remoteOpenedBy(pathname: string, remotes: RemoteEntry[]): RemoteEntry | undefined {
  const screen = remoteScreens.find((candidate) =>
    candidate.path === '/'
      ? pathname === '/'
      : pathMatches(candidate.path, pathname) || pathname.startsWith(`${candidate.path}/`),
  );
  return screen && remotes.find((remote) => remote.name === screen.remote);
}

/**
 * The remote's manifest (fetched by the federation runtime with CORS, no credentials: what a
 * `crossorigin` preload matches) and its entry (a plain script tag).
 */
function remotePreloads(remote: RemoteEntry): string[] {
  const entryScript = new URL(REMOTE_ENTRY_FILE, remote.entry).href;
  return [
    `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(remote.entry)}">`,
    `<link rel="preload" as="script" href="${escapeAttribute(entryScript)}">`,
  ];
}

export function composePage({ template, scripts, config, remotes, pathname, firstPaint }: PageParts): string {
  const opened = remotes && remoteOpenedBy(pathname, remotes);
  // The card goes into the root element, so React's first render replaces it in place.
  // A public page is painted by its server; a remote's screen in the shell, from the member's
  // last screen there.
  const root = firstPaint
    ? `<div id="root">${firstPaint.content}</div>`
    : opened
      ? `${EMPTY_ROOT}<script>${LAST_SCREEN_PAINTER}</script>`
      : null;
  const body = root && template.includes(EMPTY_ROOT) ? template.replace(EMPTY_ROOT, () => root) : template;
  const head = [
    ...scripts.map((file) => `<link rel="preload" as="script" href="/${escapeAttribute(file)}">`),
    ...(opened ? remotePreloads(opened) : []),
    dataBlock(PAGE_DATA_IDS.runtimeConfig, config),
    ...(remotes ? [dataBlock(PAGE_DATA_IDS.remotes, remotes)] : []),
    // The shell's page is the installable site (docs/web.md §14), with its icon for the tab;
    // a remote's own page is a contributor's tool, not something to install.
    ...(remotes
      ? [
          `<link rel="manifest" href="/${WEB_MANIFEST_FILE}">`,
          `<link rel="icon" href="/${PAGE_ICON_FILE}" type="image/svg+xml">`,
          '<meta name="theme-color" content="#0f172a">',
        ]
      : []),
    ...(firstPaint ? [firstPaint.head] : []),
  ].join('');
  // A function, so no `$` in the data is read as a replacement pattern. A page without a
  // head (HTML allows leaving it out) gets the lines right after its doctype.
  if (body.includes('</head>')) return body.replace('</head>', () => `${head}</head>`);
  const doctype = /^\s*<!doctype html>/i.exec(body)?.[0] ?? '';
  return `${doctype}${head}${body.slice(doctype.length)}`;
}
