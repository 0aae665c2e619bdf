// The theme setting's key, values and browser-bar colours: shared by the settings
// atoms and the entry (boot/stored-theme.ts), which must stay free of their libraries.

export const THEMES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEMES)[number];
export type Theme = Exclude<ThemeChoice, 'system'>;

/** The localStorage key of the player's choice (stored as JSON, like every setting). */
export const THEME_KEY = 'theme';

/** The browser bar's colour (meta theme-color) in each theme: the header's. */
export const THEME_COLORS: Readonly<Record<Theme, string>> = { light: '#1d2330', dark: '#0b0d12' };
