import { registerRemotes } from '@module-federation/enhanced/runtime';
import { jsonResponse } from 'shared-testing';
import { forgetRemote, registerRemotesFromFile } from './register-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const remotes = [
  { name: 'mf_players', entry: 'http://127.0.0.1:3002/mf-manifest.json' },
  { name: 'mf_trades', entry: 'https://trades.example.com/mf-manifest.json' },
];

describe('remotes file', () => {
  it('registers the remotes /remotes.json names, so a remote moves without a shell build', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(jsonResponse(remotes));
    await registerRemotesFromFile('/remotes.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(registerRemotes).toHaveBeenCalledWith(remotes);
  });

  it('still starts the shell (with no remotes) when the file cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await registerRemotesFromFile('/remotes.json', jest.fn().mockResolvedValue(new Response('', { status: 500 })));
    expect(registerRemotes).toHaveBeenLastCalledWith([]);
  });

  it('forgetting a remote registers it again with its caches cleared', async () => {
    await registerRemotesFromFile('/remotes.json', jest.fn().mockResolvedValue(jsonResponse(remotes)));
    forgetRemote('mf_trades');
    expect(registerRemotes).toHaveBeenLastCalledWith([remotes[1]], { force: true });
  });
});
