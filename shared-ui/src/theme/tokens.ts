/**
 * Design tokens of the five colour themes (docs/web.md §8: default, dark, retro, future, modern).
 * Components read colours only through these names, and every text colour is paired with the
 * backgrounds it is drawn on in `textPairs`, which a unit test holds to WCAG AA (4.5:1).
 */
export const themeNames = ['default', 'dark', 'retro', 'future', 'modern'] as const;
export type ThemeName = (typeof themeNames)[number];

/** docs/web.md §8: theme choices are stored under the local key 'theme'. */
export const THEME_STORAGE_KEY = 'theme';

export interface ThemeColors {
  /** Page background. */
  background: string;
  /** Cards, menus, dialogs, inputs. */
  surface: string;
  /** Hover and selected rows inside a surface. */
  surfaceHover: string;
  text: string;
  /** Secondary text; also readable on `muted`. */
  mutedText: string;
  primary: string;
  primaryText: string;
  border: string;
  /** Keyboard focus outline. */
  ring: string;
  success: string;
  successText: string;
  warning: string;
  warningText: string;
  destructive: string;
  destructiveText: string;
  /** Error messages written on a surface or the page (e.g. the sign-in failure). */
  errorText: string;
  /** Quiet fills: skeletons, muted badges, inactive tab lists. */
  muted: string;
  /** Dimmed backdrop behind dialogs. */
  overlay: string;
}

export interface Theme {
  name: ThemeName;
  /** Human label for menus. */
  label: string;
  colors: ThemeColors;
  radius: { sm: string; md: string; lg: string; full: string };
  fonts: { body: string; heading: string; mono: string };
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  spacing: { xs: string; sm: string; md: string; lg: string; xl: string };
  shadow: { sm: string; md: string };
}

const systemFont = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const monoFont = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

const shared = {
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem' },
  spacing: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
};

const radius = (md: number) => ({
  sm: `${Math.max(md - 2, 0)}px`,
  md: `${md}px`,
  lg: `${md + 4}px`,
  full: '9999px',
});

export const themes: Record<ThemeName, Theme> = {
  default: {
    name: 'default',
    label: 'Default',
    colors: {
      background: '#ffffff',
      surface: '#ffffff',
      surfaceHover: '#f1f5f9',
      text: '#0f172a',
      mutedText: '#475569',
      primary: '#0f172a',
      primaryText: '#f8fafc',
      border: '#e2e8f0',
      ring: '#2563eb',
      success: '#15803d',
      successText: '#ffffff',
      warning: '#fbbf24',
      warningText: '#422006',
      destructive: '#dc2626',
      destructiveText: '#ffffff',
      errorText: '#b91c1c',
      muted: '#f1f5f9',
      overlay: 'rgba(15, 23, 42, 0.6)',
    },
    radius: radius(8),
    fonts: { body: systemFont, heading: systemFont, mono: monoFont },
    ...shared,
    shadow: { sm: '0 1px 2px rgba(15, 23, 42, 0.06)', md: '0 8px 24px rgba(15, 23, 42, 0.12)' },
  },
  dark: {
    name: 'dark',
    label: 'Dark',
    colors: {
      background: '#0b1120',
      surface: '#111827',
      surfaceHover: '#1e293b',
      text: '#f1f5f9',
      mutedText: '#a3b1c6',
      primary: '#e2e8f0',
      primaryText: '#0f172a',
      border: '#334155',
      ring: '#60a5fa',
      success: '#22c55e',
      successText: '#052e16',
      warning: '#facc15',
      warningText: '#422006',
      destructive: '#dc2626',
      destructiveText: '#ffffff',
      errorText: '#fca5a5',
      muted: '#1e293b',
      overlay: 'rgba(0, 0, 0, 0.7)',
    },
    radius: radius(8),
    fonts: { body: systemFont, heading: systemFont, mono: monoFont },
    ...shared,
    shadow: { sm: '0 1px 2px rgba(0, 0, 0, 0.4)', md: '0 8px 24px rgba(0, 0, 0, 0.5)' },
  },
  retro: {
    name: 'retro',
    label: 'Retro',
    colors: {
      background: '#fdf6e3',
      surface: '#fffaf0',
      surfaceHover: '#f5ebd3',
      text: '#3b2f2f',
      mutedText: '#6b5644',
      primary: '#a63d24',
      primaryText: '#fffaf0',
      border: '#d6c7a1',
      ring: '#a63d24',
      success: '#2f6b3a',
      successText: '#ffffff',
      warning: '#e0a526',
      warningText: '#2b1d0e',
      destructive: '#9f2419',
      destructiveText: '#ffffff',
      errorText: '#9f2419',
      muted: '#efe5cc',
      overlay: 'rgba(59, 47, 47, 0.6)',
    },
    radius: radius(2),
    fonts: {
      body: "Georgia, 'Times New Roman', serif",
      heading: "'Courier New', Courier, monospace",
      mono: "'Courier New', Courier, monospace",
    },
    ...shared,
    shadow: { sm: '2px 2px 0 #d6c7a1', md: '4px 4px 0 #3b2f2f' },
  },
  future: {
    name: 'future',
    label: 'Future',
    colors: {
      background: '#05070f',
      surface: '#0d1224',
      surfaceHover: '#161d36',
      text: '#e6f1ff',
      mutedText: '#9fb2d4',
      primary: '#00e5ff',
      primaryText: '#001018',
      border: '#24325c',
      ring: '#00e5ff',
      success: '#00e676',
      successText: '#00170a',
      warning: '#ffd600',
      warningText: '#1a1400',
      destructive: '#ff4d6d',
      destructiveText: '#14000a',
      errorText: '#ff8fa3',
      muted: '#161d36',
      overlay: 'rgba(0, 0, 0, 0.75)',
    },
    radius: radius(12),
    fonts: {
      body: systemFont,
      heading: "'Orbitron', 'Eurostile', 'Segoe UI', sans-serif",
      mono: monoFont,
    },
    ...shared,
    shadow: { sm: '0 0 0 1px rgba(0, 229, 255, 0.15)', md: '0 0 24px rgba(0, 229, 255, 0.25)' },
  },
  modern: {
    name: 'modern',
    label: 'Modern',
    colors: {
      background: '#f7f7fb',
      surface: '#ffffff',
      surfaceHover: '#eeedf5',
      text: '#1c1b29',
      mutedText: '#55546a',
      primary: '#6d28d9',
      primaryText: '#ffffff',
      border: '#e4e3ee',
      ring: '#6d28d9',
      success: '#047857',
      successText: '#ffffff',
      warning: '#b45309',
      warningText: '#ffffff',
      destructive: '#be123c',
      destructiveText: '#ffffff',
      errorText: '#be123c',
      muted: '#eeedf5',
      overlay: 'rgba(28, 27, 41, 0.55)',
    },
    radius: radius(14),
    fonts: {
      body: "'Inter', " + systemFont,
      heading: "'Inter', " + systemFont,
      mono: monoFont,
    },
    ...shared,
    shadow: { sm: '0 1px 3px rgba(28, 27, 41, 0.08)', md: '0 12px 32px rgba(28, 27, 41, 0.12)' },
  },
};

type ColorName = keyof ThemeColors;

/**
 * Every (text, background) pair the primitives draw. Add a pair here when a component puts a
 * text colour on a new background: the contrast test then checks it in all five themes.
 */
export const textPairs: ReadonlyArray<readonly [text: ColorName, background: ColorName]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceHover'],
  ['text', 'muted'],
  ['mutedText', 'background'],
  ['mutedText', 'surface'],
  ['mutedText', 'muted'],
  ['primaryText', 'primary'],
  ['successText', 'success'],
  ['warningText', 'warning'],
  ['destructiveText', 'destructive'],
  ['errorText', 'surface'],
  ['errorText', 'background'],
];

/**
 * Non-text colours that must stand out from what surrounds them (WCAG 2.1 SC 1.4.11, 3:1):
 * the keyboard focus ring on every background it can appear over.
 */
export const nonTextPairs: ReadonlyArray<readonly [foreground: ColorName, background: ColorName]> = [
  ['ring', 'background'],
  ['ring', 'surface'],
];

export const DEFAULT_THEME: ThemeName = 'default';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}
