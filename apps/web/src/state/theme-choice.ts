// The theme setting's key and values, and how a theme is put on the page: shared by
// the settings atoms and theme hook and the entry (boot/stored-theme.ts), which must
// stay free of their libraries.

export const THEMES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEMES)[number];
export type Theme = Exclude<ThemeChoice, 'system'>;

/** The localStorage key of the player's choice (stored as JSON, like every setting). */
export const THEME_KEY = 'theme';

/** The browser bar's colour (meta theme-color) in each theme: the header's. */
const THEME_COLORS: Readonly<Record<Theme, string>> = { light: '#1d2330', dark: '#0b0d12' };

/** Puts a theme on <html> (the tokens' data-theme) and on the browser bar. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}
