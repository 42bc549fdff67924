import { cachingRuleFor } from './caching-rules';

const site = 'http://localhost:3000';
const rule = (address: string) => cachingRuleFor(new URL(address), site);

describe('what the service worker keeps', () => {
  it('never answers the API or the identity provider: a member’s data stays out of Cache Storage', () => {
    expect(rule(`${site}/api/league`)).toBe('none');
    expect(rule(`${site}/api`)).toBe('none');
    expect(rule(`${site}/api/players.csv`)).toBe('none');
    expect(rule('http://127.0.0.1:9099/emulator/auth/handler?apiKey=x')).toBe('none');
    expect(rule('https://identitytoolkit.googleapis.com/v1/accounts:lookup')).toBe('none');
    expect(rule('https://apis.google.com/js/api.js')).toBe('none');
  });

  it('keeps the page of every client route, network first', () => {
    expect(rule(`${site}/`)).toBe('page');
    expect(rule(`${site}/players?season=2024`)).toBe('page');
    expect(rule(`${site}/index.html`)).toBe('page');
    // Another origin's page is not the site's.
    expect(rule('http://localhost:3002/players')).toBe('none');
  });

  it('revalidates entries and lists, from the site or a remote', () => {
    expect(rule('http://localhost:3002/remoteEntry.js')).toBe('entry');
    expect(rule('http://localhost:3002/mf-manifest.json')).toBe('entry');
    expect(rule(`${site}/remotes.json`)).toBe('entry');
    expect(rule(`${site}/config.json`)).toBe('entry');
  });

  it('keeps hashed files cache first, and nothing unhashed', () => {
    expect(rule(`${site}/bootstrap.0a1b2c3d.js`)).toBe('hashed');
    expect(rule('http://localhost:3002/__federation_expose_Players.83b10772.js')).toBe('hashed');
    expect(rule(`${site}/main.js`)).toBe('none');
    expect(rule(`${site}/sw.js`)).toBe('none');
    expect(rule(`${site}/manifest.webmanifest`)).toBe('none');
  });
});
