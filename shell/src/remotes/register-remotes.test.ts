import { registerRemotes } from '@module-federation/enhanced/runtime';
import { PAGE_DATA_IDS, remotesFile } from 'shared-contracts';
import { HttpResponse, http, server, writePageData } from 'shared-testing';
import { forgetRemote, registerRemotesFromFile } from './register-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const remotes = [
  { name: 'mf_players', entry: 'http://127.0.0.1:3002/mf-manifest.json' },
  { name: 'mf_trades', entry: 'https://trades.example.com/mf-manifest.json' },
];

describe('remotes file', () => {
  it('registers the remotes /remotes.json names, so a remote moves without a shell build', async () => {
    let cache: RequestCache | undefined;
    server.use(
      http.get('/remotes.json', ({ request }) => {
        cache = request.cache;
        return HttpResponse.json(remotes);
      }),
    );
    await registerRemotesFromFile();
    expect(cache).toBe('no-store');
    expect(registerRemotes).toHaveBeenCalledWith(remotes);
  });

  it.each([
    ['cannot be read', http.get('/remotes.json', () => new HttpResponse('', { status: 500 }))],
    [
      'breaks its contract',
      http.get('/remotes.json', () => HttpResponse.json([{ name: 'mf-players', entry: 'not a url' }])),
    ],
  ])('still starts the shell (with no remotes) when the file %s', async (_case, answer) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(answer);
    await registerRemotesFromFile();
    expect(registerRemotes).toHaveBeenLastCalledWith([]);
    expect(console.error).toHaveBeenCalledWith('[shell] could not read the remotes file', expect.any(Error));
  });

  describe('written into the page by its server', () => {
    const writeBlock = (text: string) => writePageData(PAGE_DATA_IDS.remotes, text);
    afterEach(() => document.getElementById(PAGE_DATA_IDS.remotes)?.remove());

    it('registers the list the page carries, fetching nothing', async () => {
      let fetched = false;
      server.use(
        http.get('/remotes.json', () => {
          fetched = true;
          return HttpResponse.json([]);
        }),
      );
      writeBlock(JSON.stringify(remotes));
      await expect(registerRemotesFromFile()).resolves.toEqual(remotes);
      expect(registerRemotes).toHaveBeenLastCalledWith(remotes);
      expect(fetched).toBe(false);
    });

    it('still starts the shell (with no remotes) when the block breaks its contract', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      writeBlock('[{"name":"mf-players","entry":"not a url"}]');
      await registerRemotesFromFile();
      expect(registerRemotes).toHaveBeenLastCalledWith([]);
    });
  });

  it('forgetting a remote registers it again with its caches cleared', async () => {
    server.use(http.get('/remotes.json', () => HttpResponse.json(remotesFile.parse(remotes))));
    await registerRemotesFromFile();
    forgetRemote('mf_trades');
    expect(registerRemotes).toHaveBeenLastCalledWith([remotes[1]], { force: true });
  });
});
