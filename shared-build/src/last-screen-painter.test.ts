import { createHash } from 'node:crypto';
import { LAST_SCREEN_PAINTER, LAST_SCREEN_PAINTER_SOURCE } from './last-screen-painter';
import { remoteScreens } from './apps';
import { composePage } from './page';
import { pagePolicyDirectives } from './page-policy';
import { firstPaintOf } from './first-paint';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Fantasy League</title></head><body><div id="root"></div></body></html>';
const config = {
  apiBase: '',
  firebase: { apiKey: 'k', authDomain: 'a.example', projectId: 'p', appId: 'i' },
  authEmulatorUrl: null,
} as never;
const remotes = [...new Set(remoteScreens.map((screen) => screen.remote))].map((name) => ({
  name,
  entry: `https://${name}.example.com/mf-manifest.json`,
}));

const page = (pathname: string, shell = true) =>
  composePage({
    template: TEMPLATE,
    scripts: [],
    config,
    remotes: shell ? remotes : null,
    pathname,
    firstPaint: firstPaintOf(pathname),
  });

/** The inline scripts of a page (data blocks left out): what the policy must allow by hash. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );

describe('the last screen’s painter in the page (docs/web.md §16)', () => {
  it('follows the empty root element where the shell opens a remote’s screen, and is the page’s one inline script', () => {
    for (const pathname of ['/', '/players', '/trades']) {
      const html = page(pathname);
      expect(html).toContain(`<div id="root"></div><script>${LAST_SCREEN_PAINTER}</script>`);
      expect(inlineScripts(html)).toEqual([LAST_SCREEN_PAINTER]);
    }
  });

  it('is left out of pages that open no remote’s screen, and of a remote’s own page', () => {
    for (const pathname of ['/login', `/join/${'a'.repeat(32)}`, '/welcome', '/no-such-screen'])
      expect(inlineScripts(page(pathname))).toEqual([]);
    expect(inlineScripts(page('/', false))).toEqual([]);
  });

  it('is allowed by the page policy through its hash alone', () => {
    const hash = `'sha256-${createHash('sha256')
      .update(inlineScripts(page('/'))[0]!)
      .digest('base64')}'`;
    expect(LAST_SCREEN_PAINTER_SOURCE).toBe(hash);
    const scriptSources = pagePolicyDirectives({ remotes, config })['script-src'];
    expect(scriptSources).toContain(hash);
    expect(scriptSources).not.toContain("'unsafe-inline'");
  });

  it('is JavaScript that cannot end its own element early', () => {
    expect(() => new Function(LAST_SCREEN_PAINTER)).not.toThrow();
    expect(LAST_SCREEN_PAINTER).not.toMatch(/<\/|<!--/);
  });
});
