// The static shell paints before any script, in the system's theme: a player who
// chose the other one would see it flash until React applies the choice
// (app/use-theme.ts). The entry applies the stored choice as soon as it runs,
// before React and the app have loaded. No zod here (the entry stays small): a
// value that is not plainly 'light' or 'dark' is left for the settings to report.
import { applyTheme, THEME_KEY, type Theme } from '../state/theme-choice';

function storedTheme(): Theme | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(THEME_KEY) ?? 'null');
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    // Unreadable JSON or storage the browser refuses: the system's theme stands.
    return null;
  }
}

/** Puts the player's stored theme on <html> and the browser bar; with none (or 'system'), changes nothing. */
export function applyStoredTheme(): void {
  const theme = storedTheme();
  if (theme) applyTheme(theme);
}
