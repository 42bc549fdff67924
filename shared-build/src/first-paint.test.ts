import { composePage } from './page';
import { escapeHtml, expiryDay, firstPaintOf, joinTokenOf, type InvitationReading } from './first-paint';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Fantasy League</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
const config = {
  apiBase: '',
  firebase: { apiKey: 'k', authDomain: 'a.example', projectId: 'p', appId: 'i' },
  authEmulatorUrl: null,
} as never;
const TOKEN = 'a'.repeat(32);

const page = (pathname: string, invitation?: InvitationReading) =>
  composePage({
    template: TEMPLATE,
    scripts: [],
    config,
    remotes: null,
    pathname,
    firstPaint: firstPaintOf(pathname, invitation),
  });

/** The text a person reads in the root element (tags dropped, entities decoded). */
const rootText = (html: string) =>
  (/<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

describe('the public pages’ first paint', () => {
  it('writes the sign-in card into /login, word for word (docs/screens/login.md §3)', () => {
    const html = page('/login');
    expect(rootText(html)).toBe(
      'Fantasy Football Sign in to access your fantasy football dashboard Sign in with Google Sign in to manage your fantasy football league',
    );
    // The button waits for the app's scripts: disabled and busy, never a dead control that looks ready.
    expect(html).toMatch(/<button type="button" class="[^"]*" disabled aria-busy="true">Sign in with Google<\/button>/);
    // Its CSS in the head, and no inline script anywhere (the page's policy runs none).
    expect(html).toMatch(/<style>[^<]*\.fp-card[^<]*<\/style><\/head>/);
    expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")/g)).toBeNull();
  });

  it('writes the invitation’s card into a join link’s page, with the team and the expiry', () => {
    const html = page(`/join/${TOKEN}`, {
      kind: 'card',
      card: { leagueName: 'Link Valley', teamName: 'Ridge Runners', expiresAt: '2026-12-28T23:30:00.000Z' },
    });
    expect(rootText(html)).toBe(
      'Join Link Valley You are invited as manager of Ridge Runners. This link expires on December 28, 2026. Sign in with Google Sign in to manage your fantasy football league',
    );
    const open = page(`/join/${TOKEN}`, {
      kind: 'card',
      card: { leagueName: 'Link Valley', teamName: null, expiresAt: '2026-12-28T00:00:00.000Z' },
    });
    expect(rootText(open)).toContain(
      'Join Link Valley You are invited as a manager. This link expires on December 28, 2026.',
    );
  });

  it('escapes what people typed: a league or team named with markup stays text', () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)> & \'quoted\'';
    const html = page(`/join/${TOKEN}`, {
      kind: 'card',
      card: {
        leagueName: hostile,
        teamName: '</section><script>evil()</script>',
        expiresAt: '2026-12-28T00:00:00.000Z',
      },
    });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>evil');
    expect(html).toContain(
      'Join &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#39;quoted&#39;',
    );
    expect(rootText(html)).toContain(
      `Join ${hostile} You are invited as manager of </section><script>evil()</script>.`,
    );
    // The card's data block for the app holds the names as JSON no `<` can break out of.
    const block = /<script type="application\/json" id="invitation-card">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(block ?? '')).toEqual({
      token: TOKEN,
      card: {
        leagueName: hostile,
        teamName: '</section><script>evil()</script>',
        expiresAt: '2026-12-28T00:00:00.000Z',
      },
    });
    // A refusal's reason is escaped the same way.
    expect(page(`/join/${TOKEN}`, { kind: 'refused', message: '<b>no</b>' })).toContain('&lt;b&gt;no&lt;/b&gt;');
  });

  it('writes a refused link’s reason, and the not-a-link text for an address without a token', () => {
    const refused = page(`/join/${TOKEN}`, {
      kind: 'refused',
      message: 'This invitation link is not valid: it may have been revoked',
    });
    expect(rootText(refused)).toBe(
      'This invitation cannot be used This invitation link is not valid: it may have been revoked Go to my leagues',
    );
    expect(refused).toContain('<a class="fp-button fp-outline" href="/">Go to my leagues</a>');
    expect(rootText(page('/join/nope', { kind: 'not-a-link' }))).toBe(
      'This invitation cannot be used This address is not an invitation link. Ask the commissioner to send the link again. Go to my leagues',
    );
  });

  it('leaves every other page, and a link the API did not answer for, to the app', () => {
    for (const html of [
      page('/'),
      page('/players'),
      page(`/join/${TOKEN}`, { kind: 'unread' }),
      page(`/join/${TOKEN}`),
    ]) {
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('<style>');
    }
    expect(firstPaintOf('/login/x')).toBeNull();
  });

  it('reads the token of a join path only', () => {
    expect(joinTokenOf(`/join/${TOKEN}`)).toBe(TOKEN);
    expect(joinTokenOf(`/join/${TOKEN}/`)).toBe(TOKEN);
    expect(joinTokenOf('/join/')).toBe('');
    expect(joinTokenOf('/join/%zz')).toBe('%zz');
    expect(joinTokenOf('/joins/x')).toBeNull();
    expect(joinTokenOf(`/join/${TOKEN}/more`)).toBeNull();
    expect(escapeHtml('a&b')).toBe('a&amp;b');
    expect(expiryDay('2026-03-01T23:59:00.000Z')).toBe('March 1, 2026');
  });
});
