import { preloadRemote } from '@module-federation/enhanced/runtime';
import { screen, waitFor } from '@testing-library/react';
import { renderShell } from '../testing/render-shell';
import { SidebarNav } from './SidebarNav';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(async () => {}),
  loadRemote: jest.fn(async () => ({ default: () => null })),
}));

describe('sidebar links', () => {
  it('preload the screen a link opens when it is pointed at', async () => {
    const { user } = renderShell(<SidebarNav />);
    await user.hover(screen.getByRole('link', { name: 'Players' }));
    await waitFor(() =>
      expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mf_players', exposes: ['Players'] }]),
    );
  });

  it('preload it when the link is reached with the keyboard', async () => {
    const { user } = renderShell(<SidebarNav />);
    screen.getByRole('link', { name: 'Schedule' }).focus();
    await waitFor(() =>
      expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mf_schedule', exposes: ['Schedule'] }]),
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveFocus();
    await waitFor(() =>
      expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mf_settings', exposes: ['Settings'] }]),
    );
  });
});
