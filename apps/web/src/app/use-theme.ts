// Applies the theme (data-theme on <html>, following the system unless the
// player chose) and Fancy Text (data-fancy-text).
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';

import { fancyTextAtom, resolvedThemeAtom, systemPrefersDarkAtom } from '../state/settings';
import { applyTheme } from '../state/theme-choice';

export function useTheme(): void {
  const theme = useAtomValue(resolvedThemeAtom);
  const fancyText = useAtomValue(fancyTextAtom);
  const setSystemDark = useSetAtom(systemPrefersDarkAtom);
  useEffect(() => {
    const query = matchMedia('(prefers-color-scheme: dark)');
    const follow = () => setSystemDark(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [setSystemDark]);
  useEffect(() => applyTheme(theme), [theme]);
  useEffect(() => {
    document.documentElement.dataset.fancyText = String(fancyText);
  }, [fancyText]);
}
