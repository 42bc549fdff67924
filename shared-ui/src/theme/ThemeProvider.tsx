import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { DEFAULT_THEME, THEME_STORAGE_KEY, isThemeName, themes, type ThemeName } from './tokens';

export { THEME_STORAGE_KEY };

export interface ThemeContextValue {
  themeName: ThemeName;
  setThemeName: (name: ThemeName) => void;
}

const ThemeNameContext = createContext<ThemeContextValue | null>(null);

/** The stored theme, or 'default' when none is stored, it is unknown, or storage is blocked. */
export function readStoredThemeName(): ThemeName {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeName(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function storeThemeName(name: ThemeName): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, name);
  } catch (error) {
    // Private modes may refuse storage; the choice then lasts for this page only.
    console.warn('Could not store the theme choice', error);
  }
}

/**
 * Provides the chosen theme's tokens to styled-components and the page's global styles.
 * Mount it once at the top of the shell (or a remote running alone); remotes inside the shell
 * share it because shared-ui and styled-components are Module Federation singletons.
 */
export function ThemeProvider({ children }: { children?: ReactNode }) {
  const [themeName, setThemeState] = useState<ThemeName>(readStoredThemeName);

  const setThemeName = useCallback((name: ThemeName) => {
    const next = isThemeName(name) ? name : DEFAULT_THEME;
    storeThemeName(next);
    setThemeState(next);
  }, []);

  useEffect(() => {
    // Lets plain CSS and end-to-end tests see the active theme.
    document.documentElement.dataset.theme = themeName;
  }, [themeName]);

  const value = useMemo(() => ({ themeName, setThemeName }), [themeName, setThemeName]);
  return (
    <ThemeNameContext.Provider value={value}>
      <StyledThemeProvider theme={themes[themeName]}>
        <GlobalStyle />
        {children}
      </StyledThemeProvider>
    </ThemeNameContext.Provider>
  );
}

/** The active theme's name and a setter that also stores the choice. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeNameContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
