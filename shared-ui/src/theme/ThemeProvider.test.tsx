import { act, render, screen } from '@testing-library/react';
import { useTheme, ThemeProvider, THEME_STORAGE_KEY } from './ThemeProvider';
import { themes, type ThemeName } from './tokens';

function ThemeProbe() {
  const { themeName, setThemeName } = useTheme();
  return (
    <div>
      <p>active: {themeName}</p>
      {(['dark', 'retro'] as ThemeName[]).map((name) => (
        <button key={name} onClick={() => setThemeName(name)}>
          {name}
        </button>
      ))}
    </div>
  );
}

const renderProbe = () =>
  render(
    <ThemeProvider>
      <ThemeProbe />
    </ThemeProvider>,
  );

// jsdom reports colours as rgb(); the tokens are hex.
const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('ThemeProvider', () => {
  beforeEach(() => window.localStorage.clear());

  it("starts on 'default' when nothing is stored", () => {
    renderProbe();
    expect(screen.getByText('active: default')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('default');
  });

  it("falls back to 'default' for an unknown stored value", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'neon');
    renderProbe();
    expect(screen.getByText('active: default')).toBeInTheDocument();
  });

  it("restores the theme stored under the key 'theme'", () => {
    window.localStorage.setItem('theme', 'future');
    renderProbe();
    expect(screen.getByText('active: future')).toBeInTheDocument();
    expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(themes.future.colors.background));
  });

  it('stores a new choice and restyles the page body', () => {
    renderProbe();
    act(() => screen.getByRole('button', { name: 'dark' }).click());
    expect(screen.getByText('active: dark')).toBeInTheDocument();
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    const body = getComputedStyle(document.body);
    expect(body.backgroundColor).toBe(rgb(themes.dark.colors.background));
    expect(body.color).toBe(rgb(themes.dark.colors.text));
  });

  it('keeps working when storage refuses writes', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderProbe();
    act(() => screen.getByRole('button', { name: 'retro' }).click());
    expect(screen.getByText('active: retro')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    setItem.mockRestore();
  });

  it('tells a developer who forgot the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ThemeProbe />)).toThrow('useTheme must be used inside <ThemeProvider>');
  });
});
