import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createWebServer } from './server';

let distDir: string;
let api: FastifyInstance;
let apiUrl: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(distDir, 'main.1234abcd.js'), 'console.log(1)');
  writeFileSync(path.join(distDir, 'mf-manifest.json'), '{"name":"mf_players"}');
  api = Fastify();
  api.get('/api/health', async (request) => ({ ok: true, auth: request.headers.authorization ?? null, forwardedFor: request.headers['x-forwarded-for'] ?? null }));
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await api.close();
  rmSync(distDir, { recursive: true, force: true });
});

const shellServer = (env: NodeJS.ProcessEnv = {}) => createWebServer({ distDir, apiUrl, servesRemotes: true, env });

describe('web server', () => {
  it('serves the built files with CORS headers, so the shell can load a remote from another origin', async () => {
    const server = await createWebServer({ distDir, apiUrl, servesRemotes: false });
    const manifest = await server.inject('/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await server.inject('/main.1234abcd.js');
    expect(chunk.headers['cache-control']).toContain('immutable');
    expect((await server.inject('/remotes.json')).statusCode).not.toBe(200);
    await server.close();
  });

  it('answers client-side routes with the page and missing files with 404', async () => {
    const server = await shellServer();
    const page = await server.inject('/players');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect((await server.inject('/missing.js')).statusCode).toBe(404);
    await server.close();
  });

  it('proxies /api to the API with the caller’s headers, naming the caller’s address last in X-Forwarded-For', async () => {
    const server = await shellServer();
    const response = await server.inject({ url: '/api/health', headers: { authorization: 'Bearer t' }, remoteAddress: '198.51.100.7' });
    expect(response.json()).toEqual({ ok: true, auth: 'Bearer t', forwardedFor: '198.51.100.7' });
    // What the client wrote itself stays in front: the API reads the address we appended.
    const spoofed = await server.inject({ url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.1' }, remoteAddress: '198.51.100.7' });
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
    const production = await shellServer({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'fantasy-prod', FIREBASE_API_KEY: 'key-1' });
    expect((await production.inject('/config.json')).json()).toMatchObject({ authEmulatorUrl: null, firebase: { apiKey: 'key-1', projectId: 'fantasy-prod' } });
    await production.close();
    const off = await shellServer({ AUTH_EMULATOR_URL: '' });
    expect((await off.inject('/config.json')).json()).toMatchObject({ authEmulatorUrl: null });
    await off.close();
  });

  it('lists each remote on the host name the browser used, at its port', async () => {
    const server = await shellServer({ WEB_PORT_BASE: '5000', MF_TRADES_PORT: '6003' });
    const remotes = (await server.inject({ url: '/remotes.json', headers: { host: 'localhost:5000' } })).json();
    expect(remotes).toContainEqual({ name: 'mf_players', entry: 'http://localhost:5002/mf-manifest.json' });
    expect(remotes).toContainEqual({ name: 'mf_trades', entry: 'http://localhost:6003/mf-manifest.json' });
    expect(remotes).toHaveLength(6);
    await server.close();
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
    await expect(shellServer({ REMOTES_FILE: file })).rejects.toThrow(/REMOTES_FILE .*remotes\.typo\.json is not a list of \{ name, entry \}:[\s\S]*at \[0\]\.entry/);
  });

  it('refuses to start without a build', async () => {
    await expect(createWebServer({ distDir: path.join(distDir, 'nope'), apiUrl, servesRemotes: true })).rejects.toThrow('holds no build');
  });
});
