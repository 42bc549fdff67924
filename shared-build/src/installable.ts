// The installable site's fixed addresses (docs/web.md §14), shared by the build, the server and
// the page's registration. Plain data: the shell's browser bundle imports this file too.

/** The service worker, at the site's root so its scope is the whole site; its name never changes. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The web manifest the shell's page links. */
export const WEB_MANIFEST_FILE = 'manifest.webmanifest';

/**
 * The icon the shell's page links for its tab, one of the manifest's: without a link, the
 * browser asks for /favicon.ico on every load and gets a 404.
 */
export const PAGE_ICON_FILE = 'icons/icon.svg';
