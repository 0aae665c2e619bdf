// While a print screen is open, <html data-print> tells the print styles to
// leave the app's shell (header, footer, buttons) off the paper. The styles
// stay loaded after the screen closes, so they must only apply under it.
import { useEffect } from 'react';

export function usePrintMode(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.print = '';
    return () => {
      delete root.dataset.print;
    };
  }, []);
}
