import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteScreens } from './remote-screens';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const players = remoteScreens.find((screen) => screen.id === 'mf_players/Players')!;
const trades = remoteScreens.find((screen) => screen.id === 'mf_trades/TradeCenter')!;

describe('remote screens', () => {
  it('are ready to render once loaded, each on its own', async () => {
    const Players = () => null;
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: Players });
    expect(players.ready?.()).toBeUndefined();
    await players.load();
    expect(players.ready?.()).toBe(Players);
    expect(trades.ready?.()).toBeUndefined();
  });

  it('are not ready after a failed load', async () => {
    jest.mocked(loadRemote).mockResolvedValueOnce(undefined);
    await expect(trades.load()).rejects.toThrow();
    expect(trades.ready?.()).toBeUndefined();
  });
});
