import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { LAST_SCREEN_PAINTER_SOURCE } from './last-screen-painter';
import { createWebServer } from './server';

/** Built files that have compressed copies (the page, a chunk, the remote's entry and manifest). */
const compressed = {
  'index.html': `<!doctype html><div id="root"></div>${'<!-- page -->'.repeat(100)}`,
  'main.5678abcd.js': `console.log("${'chunk '.repeat(300)}")`,
  'remoteEntry.js': `var mf_trades = "${'entry '.repeat(300)}"`,
};
const compressedManifest = JSON.stringify({
  name: 'mf_trades',
  exposes: Array.from({ length: 40 }, (_, n) => ({ path: `./Screen${n}` })),
});

let distDir: string;
let api: FastifyInstance;
let apiUrl: string;
/** X-Forwarded-For of each card read the fake API answered. */
const cardReaders: string[] = [];
const HOSTILE_LEAGUE = '<script>alert(document.cookie)</script> League';

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(distDir, 'trades'));
  writeFileSync(path.join(distDir, 'main.1234abcd.js'), 'console.log(1)');
  writeFileSync(path.join(distDir, 'mf-manifest.json'), '{"name":"mf_players"}');
  // The installable site's files (docs/web.md §14), under names that never change.
  writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"Fantasy League"}');
  // What the build says the page needs first (first-view-scripts.ts).
  writeFileSync(path.join(distDir, 'first-view.json'), '{"scripts":["bootstrap.0123abcd.js","react.4567cdef.js"]}');
  // What the build writes: brotli and gzip copies beside the files large enough to be worth it.
  for (const [name, text] of Object.entries({ ...compressed, 'trades/mf-manifest.json': compressedManifest })) {
    writeFileSync(path.join(distDir, name), text);
    writeFileSync(path.join(distDir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(distDir, `${name}.gz`), gzipSync(text));
  }
  api = Fastify();
  api.get('/api/health', async (request) => ({
    ok: true,
    auth: request.headers.authorization ?? null,
    forwardedFor: request.headers['x-forwarded-for'] ?? null,
  }));
  // The invitation cards the join pages paint (GET /api/invitations/{token}/card).
  api.get<{ Params: { token: string } }>('/api/invitations/:token/card', async (request, reply) => {
    cardReaders.push(String(request.headers['x-forwarded-for']));
    switch (request.params.token[0]) {
      case 'c':
        return { leagueName: HOSTILE_LEAGUE, teamName: null, expiresAt: '2026-12-28T12:00:00.000Z' };
      case 'r':
        return reply.code(409).send({ message: 'This invitation link has been used by as many people as it allows' });
      default:
        return reply.code(500).send({ message: 'Internal server error' });
    }
  });
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await api.close();
  rmSync(distDir, { recursive: true, force: true });
});

const shellServer = (env: NodeJS.ProcessEnv = {}) => createWebServer({ distDir, apiUrl, servesRemotes: true, env });

describe('web server', () => {
  it('serves a remote’s files with CORS headers, so the shell can load them from another origin', async () => {
    const server = await createWebServer({ distDir, apiUrl, servesRemotes: false, env: {} });
    const manifest = await server.inject('/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await server.inject('/main.1234abcd.js');
    expect(chunk.headers['cache-control']).toContain('immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    expect(chunk.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await server.inject('/remotes.json')).statusCode).not.toBe(200);
    await server.close();
  });

  describe('precompressed copies', () => {
    const BR = 'gzip, deflate, br, zstd';
    let server: FastifyInstance;
    beforeAll(async () => {
      server = await shellServer();
    });
    afterAll(() => server.close());
    const get = (url: string, acceptEncoding?: string) =>
      server.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

    it('sends the brotli copy to a browser that accepts brotli, with the type of the file it stands for', async () => {
      const chunk = await get('/main.5678abcd.js', BR);
      expect(chunk.statusCode).toBe(200);
      expect(chunk.headers['content-encoding']).toBe('br');
      expect(chunk.headers['content-type']).toMatch(/^(?:application|text)\/javascript/);
      expect(chunk.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(chunk.rawPayload).toString()).toBe(compressed['main.5678abcd.js']);
    });

    it('sends the gzip copy when the browser accepts only gzip', async () => {
      const chunk = await get('/main.5678abcd.js', 'gzip');
      expect(chunk.headers['content-encoding']).toBe('gzip');
      expect(chunk.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(chunk.rawPayload).toString()).toBe(compressed['main.5678abcd.js']);
    });

    it('sends the file itself when the browser accepts no compression, still saying it varies', async () => {
      for (const acceptEncoding of [undefined, 'identity']) {
        const chunk = await get('/main.5678abcd.js', acceptEncoding);
        expect(chunk.headers['content-encoding']).toBeUndefined();
        expect(chunk.headers.vary).toMatch(/accept-encoding/i);
        expect(chunk.body).toBe(compressed['main.5678abcd.js']);
      }
    });

    it('sends a file without copies (too small to be worth it) as it is', async () => {
      const chunk = await get('/main.1234abcd.js', BR);
      expect(chunk.headers['content-encoding']).toBeUndefined();
      expect(chunk.body).toBe('console.log(1)');
    });

    it('keeps the caching rules of the file each copy stands for', async () => {
      for (const acceptEncoding of [BR, 'gzip', undefined]) {
        const immutable = await get('/main.5678abcd.js', acceptEncoding);
        expect(immutable.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        for (const unhashed of ['/remoteEntry.js', '/trades/mf-manifest.json', '/', '/index.html']) {
          const response = await get(unhashed, acceptEncoding);
          expect({ unhashed, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({
            unhashed,
            status: 200,
            cache: 'no-cache',
          });
        }
      }
    });

    it('gives a remote’s files, compressed or not, its CORS header; never its pages', async () => {
      const remote = await createWebServer({ distDir, apiUrl, servesRemotes: false, env: {} });
      for (const acceptEncoding of [BR, 'gzip', undefined]) {
        for (const file of ['/main.5678abcd.js', '/remoteEntry.js', '/trades/mf-manifest.json']) {
          const response = await remote.inject({
            url: file,
            headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
          });
          expect({ file, cors: response.headers['access-control-allow-origin'] }).toEqual({ file, cors: '*' });
        }
        for (const page of ['/', '/index.html', '/players']) {
          const response = await remote.inject({
            url: page,
            headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
          });
          expect({ page, status: response.statusCode, cors: response.headers['access-control-allow-origin'] }).toEqual({
            page,
            status: 200,
            cors: undefined,
          });
        }
      }
      await remote.close();
    });

    it('sends the remote’s entry and manifest compressed', async () => {
      const entry = await get('/remoteEntry.js', BR);
      expect(entry.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(entry.rawPayload).toString()).toBe(compressed['remoteEntry.js']);
      const manifest = await get('/trades/mf-manifest.json', BR);
      expect(manifest.headers['content-encoding']).toBe('br');
      expect(manifest.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(brotliDecompressSync(manifest.rawPayload).toString())).toEqual(JSON.parse(compressedManifest));
    });

    it('answers a client-side route with the compressed page, revalidated on every load', async () => {
      for (const [acceptEncoding, encoding, decode] of [
        [BR, 'br', brotliDecompressSync],
        ['gzip, br;q=0', 'gzip', gunzipSync],
        ['identity', undefined, (body: Buffer) => body],
      ] as const) {
        const page = await get('/players?year=2024', acceptEncoding);
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-encoding']).toBe(encoding);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.headers.vary).toMatch(/accept-encoding/i);
        const html = decode(page.rawPayload).toString();
        expect(html).toContain('<div id="root"></div>');
        expect(html).toContain('<script type="application/json" id="runtime-config">');
      }
    });

    it('still answers a missing file with 404, whatever the browser accepts', async () => {
      for (const acceptEncoding of [BR, 'gzip', undefined]) {
        const missing = await get('/missing.abcd1234.js', acceptEncoding);
        expect(missing.statusCode).toBe(404);
        expect(missing.headers['content-encoding']).toBeUndefined();
        expect(missing.json()).toEqual({ message: 'Not found' });
      }
    });
  });

  it('answers client-side routes with the page and missing files with 404', async () => {
    const server = await shellServer();
    const page = await server.inject('/players');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect((await server.inject('/missing.js')).statusCode).toBe(404);
    await server.close();
  });

  describe('the public pages paint their card before any script (first-paint.ts)', () => {
    it('writes the sign-in card into /login under the page’s policy', async () => {
      const server = await shellServer();
      const page = await server.inject('/login');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1 class="fp-title">Fantasy Football</h1>');
      expect(page.body).toContain('disabled aria-busy="true">Sign in with Google</button>');
      // Styles inline (the policy allows them), scripts never.
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toMatch(/style-src [^;]*'unsafe-inline'/);
      expect(policy).not.toMatch(/script-src [^;]*'unsafe-inline'/);
      await server.close();
    });

    it('reads a join link’s card from the API for the visitor, escaped', async () => {
      const server = await shellServer();
      cardReaders.length = 0;
      const page = await server.inject({ url: `/join/${'c'.repeat(32)}`, remoteAddress: '203.0.113.7' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Join &lt;script&gt;alert(document.cookie)&lt;/script&gt; League');
      expect(page.body).not.toContain('<script>alert');
      expect(page.body).toContain('This link expires on December 28, 2026.');
      // The API counts the visitor against its per-address limit, not this server.
      expect(cardReaders).toEqual(['203.0.113.7']);
      await server.close();
    });

    it('writes a refusal’s reason, the not-a-link text without asking, and nothing when the API fails', async () => {
      const server = await shellServer();
      cardReaders.length = 0;
      const refused = await server.inject(`/join/${'r'.repeat(32)}`);
      expect(refused.body).toContain('This invitation cannot be used');
      expect(refused.body).toContain('This invitation link has been used by as many people as it allows');
      const notALink = await server.inject('/join/short');
      expect(notALink.body).toContain('This address is not an invitation link.');
      expect(cardReaders).toHaveLength(1);
      // The API failing leaves the page bare: the app reads the link itself.
      const failed = await server.inject(`/join/${'e'.repeat(32)}`);
      expect(failed.statusCode).toBe(200);
      expect(failed.body).toContain('<div id="root"></div>');
      await server.close();
    });
  });

  it('proxies /api to the API with the caller’s headers, naming the caller’s address last in X-Forwarded-For', async () => {
    const server = await shellServer();
    const response = await server.inject({
      url: '/api/health',
      headers: { authorization: 'Bearer t' },
      remoteAddress: '198.51.100.7',
    });
    expect(response.json()).toEqual({ ok: true, auth: 'Bearer t', forwardedFor: '198.51.100.7' });
    // What the client wrote itself stays in front: the API reads the address we appended.
    const spoofed = await server.inject({
      url: '/api/health',
      headers: { 'x-forwarded-for': '203.0.113.1' },
      remoteAddress: '198.51.100.7',
    });
    expect(spoofed.json().forwardedFor).toBe('203.0.113.1, 198.51.100.7');
    await server.close();
  });

  it('gives the runtime config from its settings', async () => {
    const server = await shellServer({ FIREBASE_PROJECT_ID: 'demo-x', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' });
    expect((await server.inject('/config.json')).json()).toEqual({
      apiBase: '',
      firebase: { apiKey: 'demo-api-key', authDomain: 'demo-x.firebaseapp.com', projectId: 'demo-x' },
      authEmulatorUrl: 'http://127.0.0.1:9199',
    });
    await server.close();
  });

  it('points the browser at real Firebase in production unless an emulator is named', async () => {
    const production = await shellServer({
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'fantasy-prod',
      FIREBASE_API_KEY: 'key-1',
    });
    expect((await production.inject('/config.json')).json()).toMatchObject({
      authEmulatorUrl: null,
      firebase: { apiKey: 'key-1', projectId: 'fantasy-prod' },
    });
    await production.close();
    const off = await shellServer({ AUTH_EMULATOR_URL: '' });
    expect((await off.inject('/config.json')).json()).toMatchObject({ authEmulatorUrl: null });
    await off.close();
  });

  it('lists each remote at its port on localhost by default, whatever Host the request names', async () => {
    const server = await shellServer({ WEB_PORT_BASE: '5000', MF_TRADES_PORT: '6003' });
    for (const host of ['localhost:5000', 'evil.example', '127.0.0.1:5000']) {
      const remotes = (await server.inject({ url: '/remotes.json', headers: { host } })).json();
      expect(remotes).toContainEqual({ name: 'mf_players', entry: 'http://localhost:5002/mf-manifest.json' });
      expect(remotes).toContainEqual({ name: 'mf_trades', entry: 'http://localhost:6003/mf-manifest.json' });
      expect(remotes).toHaveLength(6);
    }
    await server.close();
  });

  it('lists the remotes on the scheme and host of PUBLIC_ORIGIN, never on a Host or X-Forwarded-Host a client wrote', async () => {
    const server = await shellServer({ PUBLIC_ORIGIN: 'https://league.example.com', WEB_PORT_BASE: '5000' });
    const response = await server.inject({
      url: '/remotes.json',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(response.body).not.toContain('evil');
    expect(response.json()).toContainEqual({
      name: 'mf_players',
      entry: 'https://league.example.com:5002/mf-manifest.json',
    });
    await server.close();
  });

  it('refuses to start with a PUBLIC_ORIGIN that is not an origin, naming it', async () => {
    await expect(shellServer({ PUBLIC_ORIGIN: 'league.example.com' })).rejects.toThrow(
      /PUBLIC_ORIGIN league\.example\.com/,
    );
    await expect(shellServer({ PUBLIC_ORIGIN: 'https://league.example.com/app' })).rejects.toThrow(
      /must be an http or https origin only/,
    );
    await expect(shellServer({ PUBLIC_ORIGIN: 'ftp://league.example.com' })).rejects.toThrow(
      /must be an http or https origin only/,
    );
  });

  it('serves a deployment’s own remotes file (REMOTES_FILE) as it is', async () => {
    const file = path.join(distDir, 'remotes.prod.json');
    const deployed = [{ name: 'mf_players', entry: 'https://players.example.com/mf-manifest.json' }];
    writeFileSync(file, JSON.stringify(deployed));
    const server = await shellServer({ REMOTES_FILE: file });
    expect((await server.inject('/remotes.json')).json()).toEqual(deployed);
    await server.close();
  });

  it('refuses to start with a remotes file that breaks its contract, naming the field', async () => {
    const file = path.join(distDir, 'remotes.typo.json');
    writeFileSync(file, JSON.stringify([{ name: 'mf_players', entry: 'players.example.com/mf-manifest.json' }]));
    await expect(shellServer({ REMOTES_FILE: file })).rejects.toThrow(
      /REMOTES_FILE .*remotes\.typo\.json is not a list of \{ name, entry \}:[\s\S]*at \[0\]\.entry/,
    );
  });

  describe('the page carries what its first screen needs', () => {
    const blockOf = (html: string, id: string): unknown => {
      const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
      return match ? JSON.parse(match[1]!) : undefined;
    };
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map(([tag]) => tag);

    it('writes /config.json and /remotes.json into the shell’s page, so it fetches neither', async () => {
      const server = await shellServer({ FIREBASE_PROJECT_ID: 'demo-x', WEB_PORT_BASE: '5000' });
      const html = (await server.inject('/')).body;
      expect(blockOf(html, 'runtime-config')).toEqual((await server.inject('/config.json')).json());
      expect(blockOf(html, 'remotes')).toEqual((await server.inject('/remotes.json')).json());
      await server.close();
    });

    it('writes only the config into a remote’s own page', async () => {
      const remote = await createWebServer({ distDir, apiUrl, servesRemotes: false, env: {} });
      const html = (await remote.inject('/players')).body;
      expect(blockOf(html, 'runtime-config')).toEqual((await remote.inject('/config.json')).json());
      expect(blockOf(html, 'remotes')).toBeUndefined();
      await remote.close();
    });

    it('keeps a setting that looks like markup inside its block', async () => {
      const hostile = '</script><script>alert(1)</script><!--';
      const server = await shellServer({ FIREBASE_API_KEY: hostile });
      const html = (await server.inject('/')).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(blockOf(html, 'runtime-config')).toMatchObject({ firebase: { apiKey: hostile } });
      await server.close();
    });

    it('asks the browser for the page’s first scripts at once: its bootstrap chunk and the shared packages', async () => {
      const server = await shellServer();
      const html = (await server.inject('/teams')).body;
      expect(preloads(html).slice(0, 2)).toEqual([
        '<link rel="preload" as="script" href="/bootstrap.0123abcd.js">',
        '<link rel="preload" as="script" href="/react.4567cdef.js">',
      ]);
      await server.close();
    });

    it('preloads the manifest and entry of the remote whose screen the address opens, and none elsewhere', async () => {
      const server = await shellServer({ WEB_PORT_BASE: '5000' });
      const remotePreloads = async (url: string) =>
        preloads((await server.inject(url)).body).filter((tag) => !tag.includes('as="script" href="/'));
      expect(await remotePreloads('/players/12')).toEqual([
        '<link rel="preload" as="fetch" crossorigin href="http://localhost:5002/mf-manifest.json">',
        '<link rel="preload" as="script" href="http://localhost:5002/remoteEntry.js">',
      ]);
      expect(await remotePreloads('/')).toEqual([
        '<link rel="preload" as="fetch" crossorigin href="http://localhost:5001/mf-manifest.json">',
        '<link rel="preload" as="script" href="http://localhost:5001/remoteEntry.js">',
      ]);
      expect(await remotePreloads('/index.html')).toHaveLength(2);
      for (const url of ['/login', '/nowhere', '/playersx']) expect(await remotePreloads(url)).toEqual([]);
      await server.close();
    });
  });

  describe('security headers', () => {
    const directives = (policy: string | undefined) =>
      Object.fromEntries(
        (policy ?? '').split(/;\s*/).map((directive) => {
          const [name = '', ...values] = directive.split(' ');
          return [name, values];
        }),
      );

    it('sends every page a policy that allows scripts only from the site, its remotes and Google’s sign-in loader, and forbids framing', async () => {
      const server = await shellServer({ WEB_PORT_BASE: '5000', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' });
      for (const url of ['/', '/players', '/index.html']) {
        const page = await server.inject({ url, headers: { host: 'evil.example' } });
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        const policy = directives(page.headers['content-security-policy'] as string);
        const remotes = [1, 2, 3, 4, 5, 6].map((offset) => `http://localhost:${5000 + offset}`);
        expect(policy['script-src']).toEqual([
          "'self'",
          LAST_SCREEN_PAINTER_SOURCE,
          ...remotes,
          'https://apis.google.com',
        ]);
        expect(policy['connect-src']).toEqual(["'self'", ...remotes, 'http://127.0.0.1:9199']);
        expect(policy['frame-src']).toEqual(['http://127.0.0.1:9199']);
        // Players' big CSV files are read in a worker papaparse starts from a blob.
        expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
        expect(policy['style-src']).toContain("'unsafe-inline'");
        expect(policy['script-src']).not.toContain("'unsafe-inline'");
        expect(policy['script-src']).not.toContain("'unsafe-eval'");
        expect(policy['frame-ancestors']).toEqual(["'none'"]);
        expect(policy['object-src']).toEqual(["'none'"]);
        expect(page.headers['x-frame-options']).toBe('DENY');
        expect(page.headers['x-content-type-options']).toBe('nosniff');
        expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
        expect(page.headers['access-control-allow-origin']).toBeUndefined();
        expect(page.headers['strict-transport-security']).toBeUndefined();
      }
      await server.close();
    });

    it('in production allows Firebase Auth’s Google APIs and its auth domain’s frame instead of the emulator, and sends HSTS over https', async () => {
      const server = await shellServer({
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://league.example.com',
        FIREBASE_AUTH_DOMAIN: 'fantasy-prod.firebaseapp.com',
      });
      const page = await server.inject('/');
      const policy = directives(page.headers['content-security-policy'] as string);
      expect(policy['connect-src']).toEqual(
        expect.arrayContaining([
          'https://identitytoolkit.googleapis.com',
          'https://securetoken.googleapis.com',
          'https://league.example.com:3001',
        ]),
      );
      expect(policy['connect-src']?.join(' ')).not.toContain('9099');
      expect(policy['frame-src']).toEqual(['https://fantasy-prod.firebaseapp.com']);
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
      await server.close();
    });

    it('names a remotes file’s origins and an API elsewhere (API_BASE) in the policy', async () => {
      const file = path.join(distDir, 'remotes.csp.json');
      writeFileSync(
        file,
        JSON.stringify([{ name: 'mf_players', entry: 'https://players.example.com/v2/mf-manifest.json' }]),
      );
      const server = await shellServer({ REMOTES_FILE: file, API_BASE: 'https://api.example.com/api' });
      const policy = directives((await server.inject('/')).headers['content-security-policy'] as string);
      expect(policy['script-src']).toEqual([
        "'self'",
        LAST_SCREEN_PAINTER_SOURCE,
        'https://players.example.com',
        'https://apis.google.com',
      ]);
      expect(policy['connect-src']).toEqual(
        expect.arrayContaining(['https://players.example.com', 'https://api.example.com']),
      );
      await server.close();
    });

    it('sends no CORS header on the shell’s files, /config.json, /remotes.json or the proxied API, and a closed policy on what is not a page', async () => {
      const server = await shellServer();
      for (const url of ['/config.json', '/remotes.json', '/main.1234abcd.js', '/mf-manifest.json', '/api/health']) {
        const response = await server.inject({ url, headers: { origin: 'https://evil.example' } });
        expect({ url, status: response.statusCode, cors: response.headers['access-control-allow-origin'] }).toEqual({
          url,
          status: 200,
          cors: undefined,
        });
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        if (url !== '/api/health')
          expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      }
      await server.close();
    });
  });

  it('refuses to start without a build', async () => {
    await expect(createWebServer({ distDir: path.join(distDir, 'nope'), apiUrl, servesRemotes: true })).rejects.toThrow(
      'holds no build',
    );
  });

  describe('the installable site (docs/web.md §14)', () => {
    it('serves the service worker unhashed and revalidated, under a policy that lets it fetch the site’s and the remotes’ files', async () => {
      const server = await shellServer({ PUBLIC_ORIGIN: 'http://localhost:3000' });
      const worker = await server.inject('/sw.js');
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['content-type']).toContain('javascript');
      const policy = String(worker.headers['content-security-policy']);
      expect(policy).toContain("connect-src 'self' https: http://localhost:3001 http://localhost:3002");
      expect(policy).toContain("default-src 'none'");
      // At the root its scope is the whole site: no Service-Worker-Allowed needed.
      expect(worker.headers['service-worker-allowed']).toBeUndefined();
      await server.close();
    });

    it('serves the manifest revalidated, and the shell’s page links it and its icon and allows it', async () => {
      const server = await shellServer();
      const manifest = await server.inject('/manifest.webmanifest');
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.headers['content-type']).toContain('application/manifest+json');
      const page = await server.inject('/players');
      expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      // The tab's icon is linked, so the browser never asks for /favicon.ico (a 404).
      expect(page.body).toContain('<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">');
      expect(page.headers['content-security-policy']).toContain("manifest-src 'self'");
      expect(page.headers['content-security-policy']).toContain("worker-src 'self'");
      await server.close();
    });

    it('links no manifest in a remote’s own page', async () => {
      const server = await createWebServer({ distDir, apiUrl, servesRemotes: false, env: {} });
      expect((await server.inject('/players')).body).not.toContain('rel="manifest"');
      await server.close();
    });
  });
});
