import { screen } from '@testing-library/react';
import { act, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { renderShell, renderSuspending } from '../testing/render-shell';
import { createFallbackPlugin } from './fallback-plugin';
import { RemoteScreen, type RemoteScreenProps } from './RemoteScreen';
import { RemoteUnavailableError } from './remote-unavailable-error';
import { preloadScreenModule } from './screen-modules';
import { ScreenOutlet } from './ScreenOutlet';

type Loader = () => Promise<{ default: ComponentType }>;
const loaded = (title: string) => ({ default: (() => <h1>{title}</h1>) as ComponentType });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

/** Routes `/screen` to the remote screen inside ScreenOutlet's boundary, as App does. */
function screenRoute(props: RemoteScreenProps) {
  return (
    <Routes>
      <Route element={<ScreenOutlet screens={[{ path: '/screen', label: props.label }]} />}>
        <Route path="/screen" element={<RemoteScreen {...props} />} />
      </Route>
    </Routes>
  );
}

const renderScreen = (props: RemoteScreenProps) => renderSuspending(screenRoute(props), { route: '/screen' });

describe('a remote screen', () => {
  it('shows a skeleton while loading, then the screen', async () => {
    let finish: (module: { default: ComponentType }) => void = () => {};
    const load: Loader = () =>
      new Promise((resolve) => {
        finish = resolve;
      });
    await renderScreen({ label: 'Players', load });
    expect(screen.getByRole('status', { name: 'Loading Players' })).toBeInTheDocument();
    await act(async () => finish(loaded('Players')));
    expect(await screen.findByRole('heading', { name: 'Players' })).toBeInTheDocument();
  });

  it('whose remote cannot be loaded shows an error card; Retry loads it again', async () => {
    const load = jest
      .fn<ReturnType<Loader>, []>()
      .mockRejectedValueOnce(new RemoteUnavailableError('mf_players/Players', new Error('Failed to fetch')))
      .mockResolvedValueOnce(loaded('Players'));
    const forget = jest.fn();
    const { user } = await renderScreen({ label: 'Players', load, forget });

    expect(await screen.findByText('Players is unavailable')).toBeInTheDocument();
    expect(screen.getByText(/The Players area could not be loaded/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await act(() => user.click(screen.getByRole('button', { name: /Retry/ })));
    expect(forget).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Players' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps showing the card while the remote stays down, trying again on every Retry', async () => {
    const load = jest
      .fn<ReturnType<Loader>, []>()
      .mockRejectedValue(new RemoteUnavailableError('mf_trades/TradeCenter'));
    const { user } = await renderScreen({ label: 'Trade Center', load });
    expect(await screen.findByText('Trade Center is unavailable')).toBeInTheDocument();
    await act(() => user.click(screen.getByRole('button', { name: /Retry/ })));
    expect(await screen.findByText('Trade Center is unavailable')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('that throws while rendering shows its own card, not a blank page', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    await renderScreen({ label: 'Schedule', load: async () => ({ default: Broken }) });
    expect(await screen.findByText('Schedule stopped working')).toBeInTheDocument();
  });

  it('gets the fallback plugin’s stand-in when the runtime gives up, and shows the card', async () => {
    const fallback = createFallbackPlugin(() => {});
    const standIn = fallback.errorLoadRemote!({
      id: 'mf_picks/DraftPicks',
      error: new Error('RUNTIME-003'),
      from: 'runtime',
      lifecycle: 'onLoad',
      origin: {} as never,
    }) as { default: ComponentType };
    await renderScreen({ label: 'Draft Picks', load: async () => standIn });
    expect(await screen.findByText('Draft Picks is unavailable')).toBeInTheDocument();
  });

  it('says it is shown once the screen is on the page, not while loading', async () => {
    let finish: (module: { default: ComponentType }) => void = () => {};
    const onShown = jest.fn();
    await renderScreen({
      label: 'Players',
      load: () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
      onShown,
    });
    expect(screen.getByRole('status', { name: 'Loading Players' })).toBeInTheDocument();
    expect(onShown).not.toHaveBeenCalled();
    await act(async () => finish(loaded('Players')));
    expect(await screen.findByRole('heading', { name: 'Players' })).toBeInTheDocument();
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('does not say it is shown when only its error card is', async () => {
    const onShown = jest.fn();
    await renderScreen({
      label: 'Trade Center',
      load: () => Promise.reject(new RemoteUnavailableError('mf_trades/TradeCenter')),
      onShown,
    });
    expect(await screen.findByText('Trade Center is unavailable')).toBeInTheDocument();
    expect(onShown).not.toHaveBeenCalled();
  });

  it('renders a screen loaded before at once, without a skeleton', async () => {
    const load = jest.fn(async () => loaded('Players'));
    await preloadScreenModule(load);
    // A plain (not awaited) render: the screen must be there in the render itself.
    renderShell(screenRoute({ label: 'Players', load }), { route: '/screen' });
    expect(screen.getByRole('heading', { name: 'Players' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
