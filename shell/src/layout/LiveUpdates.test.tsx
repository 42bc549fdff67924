import { act, screen } from '@testing-library/react';
import { AppLayout } from './AppLayout';
import { OFFLINE_TEXT, type OpenLiveStream } from './LiveUpdates';
import { fakeAuth, renderShell } from '../testing/render-shell';

describe('the live updates status', () => {
  it('opens one stream for the league, says nothing while live, and says so while offline until caught up', () => {
    let tell: Parameters<OpenLiveStream>[0]['onStatus'] = () => {};
    const close = jest.fn();
    const open = jest.fn<() => void, Parameters<OpenLiveStream>>((options) => {
      tell = options.onStatus;
      return close;
    });
    const { unmount } = renderShell(<AppLayout>Page</AppLayout>, { live: open });
    expect(open).toHaveBeenCalledTimes(1);
    const status = screen.getByTestId('live-status');
    // A polite live region, but no role="status": that role is the screens' loading indicator.
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).not.toHaveAttribute('role');
    act(() => tell('live'));
    expect(status).toBeEmptyDOMElement();
    act(() => tell('offline'));
    expect(status).toHaveTextContent(OFFLINE_TEXT);
    act(() => tell('live'));
    expect(status).toBeEmptyDOMElement();
    unmount();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('opens no stream before a league is shown', () => {
    const open = jest.fn<() => void, Parameters<OpenLiveStream>>(() => () => {});
    renderShell(<AppLayout>Page</AppLayout>, { live: open, auth: fakeAuth({ league: null }) });
    expect(open).not.toHaveBeenCalled();
  });
});
