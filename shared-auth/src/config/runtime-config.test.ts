import { demoRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('accepts a full document and trims a trailing slash from the API base', () => {
    expect(
      parseRuntimeConfig({
        apiBase: 'https://api.example.test/',
        firebase: { apiKey: 'k', authDomain: 'x.firebaseapp.com', projectId: 'x' },
        authEmulatorUrl: null,
      }),
    ).toEqual({
      apiBase: 'https://api.example.test',
      firebase: { apiKey: 'k', authDomain: 'x.firebaseapp.com', projectId: 'x' },
      authEmulatorUrl: null,
    });
  });

  it('defaults to the same origin and real Firebase when those fields are left out', () => {
    const config = parseRuntimeConfig({ firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' } });
    expect(config.apiBase).toBe('');
    expect(config.authEmulatorUrl).toBeNull();
  });

  it('names the field that is wrong', () => {
    expect(() => parseRuntimeConfig([])).toThrow('the document must be a JSON object');
    expect(() => parseRuntimeConfig({})).toThrow('firebase must be an object');
    expect(() => parseRuntimeConfig({ firebase: { apiKey: 'k', authDomain: 'd' } })).toThrow(
      'firebase.projectId must be a non-empty string',
    );
    expect(() => parseRuntimeConfig({ ...demoRuntimeConfig, apiBase: 3 })).toThrow('apiBase must be a string');
    expect(() => parseRuntimeConfig({ ...demoRuntimeConfig, authEmulatorUrl: 9099 })).toThrow(
      'authEmulatorUrl must be a string or null',
    );
  });

  it('round-trips the demo config', () => {
    expect(parseRuntimeConfig(JSON.parse(JSON.stringify(demoRuntimeConfig)))).toEqual(demoRuntimeConfig);
    expect(demoRuntimeConfig).toMatchObject({ apiBase: '', authEmulatorUrl: 'http://127.0.0.1:9099' });
    expect(demoRuntimeConfig.firebase.projectId).toBe('demo-fantasy');
  });
});

describe('loadRuntimeConfig', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("reads '/config.json' by default", async () => {
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify(demoRuntimeConfig)));
    globalThis.fetch = fetchImpl as unknown as typeof fetch;
    await expect(loadRuntimeConfig()).resolves.toEqual(demoRuntimeConfig);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.anything());
  });

  it('says which file is missing or malformed', async () => {
    globalThis.fetch = (async () => new Response('', { status: 404, statusText: 'Not Found' })) as typeof fetch;
    await expect(loadRuntimeConfig('/cfg.json')).rejects.toThrow('Could not load /cfg.json: 404 Not Found');
    globalThis.fetch = (async () => new Response('{"apiBase":""}')) as typeof fetch;
    await expect(loadRuntimeConfig('/cfg.json')).rejects.toThrow('Invalid /cfg.json: firebase must be an object');
  });
});
