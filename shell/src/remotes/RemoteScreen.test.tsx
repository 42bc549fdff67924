import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderShell } from '../testing/render-shell';
import { createFallbackPlugin } from './fallback-plugin';
import { RemoteScreen } from './RemoteScreen';
import { RemoteUnavailableError } from './remote-unavailable-error';

type Loader = () => Promise<{ default: ComponentType }>;
const loaded = (title: string) => ({ default: (() => <h1>{title}</h1>) as ComponentType });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

describe('a remote screen', () => {
  it('shows a skeleton while loading, then the screen', async () => {
    let finish: (module: { default: ComponentType }) => void = () => {};
    const load: Loader = () => new Promise((resolve) => { finish = resolve; });
    renderShell(<RemoteScreen label="Players" load={load} />);
    expect(screen.getByRole('status', { name: 'Loading Players' })).toBeInTheDocument();
    finish(loaded('Players'));
    expect(await screen.findByRole('heading', { name: 'Players' })).toBeInTheDocument();
  });

  it('whose remote cannot be loaded shows an error card; Retry loads it again', async () => {
    const load = jest.fn<ReturnType<Loader>, []>()
      .mockRejectedValueOnce(new RemoteUnavailableError('mf_players/Players', new Error('Failed to fetch')))
      .mockResolvedValueOnce(loaded('Players'));
    const forget = jest.fn();
    const { user } = renderShell(<RemoteScreen label="Players" load={load} forget={forget} />);

    expect(await screen.findByText('Players is unavailable')).toBeInTheDocument();
    expect(screen.getByText(/The Players area could not be loaded/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(forget).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Players' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps showing the card while the remote stays down, trying again on every Retry', async () => {
    const load = jest.fn<ReturnType<Loader>, []>().mockRejectedValue(new RemoteUnavailableError('mf_trades/TradeCenter'));
    const { user } = renderShell(<RemoteScreen label="Trade Center" load={load} />);
    expect(await screen.findByText('Trade Center is unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Trade Center is unavailable')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('that throws while rendering shows its own card, not a blank page', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    renderShell(<RemoteScreen label="Schedule" load={async () => ({ default: Broken })} />);
    expect(await screen.findByText('Schedule stopped working')).toBeInTheDocument();
  });

  it('gets the fallback plugin’s stand-in when the runtime gives up, and shows the card', async () => {
    const fallback = createFallbackPlugin(() => {});
    const standIn = fallback.errorLoadRemote!({ id: 'mf_picks/DraftPicks', error: new Error('RUNTIME-003'), from: 'runtime', lifecycle: 'onLoad', origin: {} as never }) as { default: ComponentType };
    renderShell(<RemoteScreen label="Draft Picks" load={async () => standIn} />);
    expect(await screen.findByText('Draft Picks is unavailable')).toBeInTheDocument();
  });

  it('says it is shown once the screen is on the page, not while loading', async () => {
    let finish: (module: { default: ComponentType }) => void = () => {};
    const onShown = jest.fn();
    renderShell(<RemoteScreen label="Players" load={() => new Promise((resolve) => { finish = resolve; })} onShown={onShown} />);
    expect(screen.getByRole('status', { name: 'Loading Players' })).toBeInTheDocument();
    expect(onShown).not.toHaveBeenCalled();
    finish(loaded('Players'));
    expect(await screen.findByRole('heading', { name: 'Players' })).toBeInTheDocument();
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('does not say it is shown when only its error card is', async () => {
    const onShown = jest.fn();
    renderShell(<RemoteScreen label="Trade Center" load={() => Promise.reject(new RemoteUnavailableError('mf_trades/TradeCenter'))} onShown={onShown} />);
    expect(await screen.findByText('Trade Center is unavailable')).toBeInTheDocument();
    expect(onShown).not.toHaveBeenCalled();
  });
});
