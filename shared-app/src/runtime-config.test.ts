import { PAGE_DATA_IDS, runtimeConfig } from 'shared-contracts';
import { HttpResponse, http, server, writePageData } from 'shared-testing';
import { loadRuntimeConfig } from './runtime-config';

const demo = {
  apiBase: '',
  firebase: { apiKey: 'demo-api-key', authDomain: 'demo-fantasy.firebaseapp.com', projectId: 'demo-fantasy' },
  authEmulatorUrl: 'http://127.0.0.1:9099',
};

describe('the runtime config contract', () => {
  it('trims a trailing slash from the API base', () => {
    expect(runtimeConfig.parse({ ...demo, apiBase: 'https://api.example.test/' }).apiBase).toBe(
      'https://api.example.test',
    );
  });

  it('defaults to the same origin and real Firebase when those fields are left out (or empty)', () => {
    expect(runtimeConfig.parse({ firebase: demo.firebase })).toEqual({
      apiBase: '',
      firebase: demo.firebase,
      authEmulatorUrl: null,
    });
    expect(runtimeConfig.parse({ ...demo, authEmulatorUrl: '' }).authEmulatorUrl).toBeNull();
  });
});

describe('loadRuntimeConfig', () => {
  it("reads '/config.json' by default, uncached", async () => {
    let cache: RequestCache | undefined;
    server.use(
      http.get('/config.json', ({ request }) => {
        cache = request.cache;
        return HttpResponse.json(demo);
      }),
    );
    await expect(loadRuntimeConfig()).resolves.toEqual(demo);
    expect(cache).toBe('no-store');
  });

  it('says which file is missing', async () => {
    server.use(http.get('/cfg.json', () => new HttpResponse(null, { status: 404, statusText: 'Not Found' })));
    await expect(loadRuntimeConfig('/cfg.json')).rejects.toThrow('Could not load /cfg.json: 404 Not Found');
  });

  it('names the file and the field that is wrong', async () => {
    server.use(
      http.get('/cfg.json', () => HttpResponse.json({ apiBase: '', firebase: { apiKey: 'k', authDomain: 'd' } })),
    );
    await expect(loadRuntimeConfig('/cfg.json')).rejects.toThrow(/^Invalid \/cfg\.json:[\s\S]*at firebase\.projectId/);
    server.use(http.get('/cfg.json', () => HttpResponse.json({ ...demo, authEmulatorUrl: 9099 })));
    await expect(loadRuntimeConfig('/cfg.json')).rejects.toThrow(/at authEmulatorUrl/);
    server.use(http.get('/cfg.json', () => new HttpResponse('<html>')));
    await expect(loadRuntimeConfig('/cfg.json')).rejects.toThrow(/^Invalid \/cfg\.json/);
  });
});

describe('loadRuntimeConfig with the config written into the page', () => {
  const writeBlock = (text: string, type?: string) => writePageData(PAGE_DATA_IDS.runtimeConfig, text, type);
  afterEach(() => document.getElementById(PAGE_DATA_IDS.runtimeConfig)?.remove());

  it('reads the page’s block and fetches nothing (one round trip less on a phone)', async () => {
    let fetched = false;
    server.use(
      http.get('/config.json', () => {
        fetched = true;
        return HttpResponse.json(demo);
      }),
    );
    writeBlock(JSON.stringify({ ...demo, apiBase: 'https://api.example.test/' }));
    await expect(loadRuntimeConfig()).resolves.toEqual({ ...demo, apiBase: 'https://api.example.test' });
    expect(fetched).toBe(false);
  });

  it('names the block and the field that is wrong', async () => {
    writeBlock(JSON.stringify({ apiBase: '' }));
    await expect(loadRuntimeConfig()).rejects.toThrow(/^Invalid runtime-config block:[\s\S]*at firebase/);
    document.getElementById(PAGE_DATA_IDS.runtimeConfig)?.remove();
    writeBlock('{not json');
    await expect(loadRuntimeConfig()).rejects.toThrow("The page's runtime-config block is not JSON");
  });

  it('ignores an element of that id that is not a data block', async () => {
    server.use(http.get('/config.json', () => HttpResponse.json(demo)));
    writeBlock(JSON.stringify({}), 'text/plain');
    await expect(loadRuntimeConfig()).resolves.toEqual(demo);
  });
});
