import { screen } from '@testing-library/react';
import { themeNames } from 'shared-ui';
import { renderShell } from '../testing/render-shell';
import { ThemeMenu } from './ThemeMenu';

beforeEach(() => window.localStorage.clear());

describe('Theme menu', () => {
  it('offers default, dark, retro, future and modern', async () => {
    const { user } = renderShell(<ThemeMenu />);
    await user.click(screen.getByRole('button', { name: 'Theme: Default' }));
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent?.replace('✓', '').trim())).toEqual([
      'default',
      'dark',
      'retro',
      'future',
      'modern',
    ]);
    expect(themeNames).toEqual(['default', 'dark', 'retro', 'future', 'modern']);
    expect(screen.getByRole('menuitemradio', { name: /default/ })).toHaveAttribute('aria-checked', 'true');
  });

  it("applies the choice and keeps it under the local key 'theme' across a reload", async () => {
    const first = renderShell(<ThemeMenu />);
    await first.user.click(screen.getByRole('button', { name: 'Theme: Default' }));
    await first.user.click(await screen.findByRole('menuitemradio', { name: /retro/ }));
    expect(screen.getByRole('button', { name: 'Theme: Retro' })).toBeInTheDocument();
    expect(window.localStorage.getItem('theme')).toBe('retro');
    first.unmount();

    // A fresh mount reads what was stored, as a reload does.
    renderShell(<ThemeMenu />);
    expect(screen.getByRole('button', { name: 'Theme: Retro' })).toBeInTheDocument();
  });
});
