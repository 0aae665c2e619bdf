// The shell around every screen: a skip link, theme, footer, back-to-top, and what starts once the first screen
// has committed (app/shell-start.tsx: data loading, shortcuts, the offline worker, toasts, search and notices).
import { Outlet } from '@tanstack/react-router';

import { AccountDataGuard } from './account-data-guard';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import styles from './root-layout.module.css';
import { ScrolldexClientProvider } from '../shared/scrolldex-client-provider';
import { ShellStart } from './shell-start';
import { useShellStarted } from './use-shell-started';
import { useTheme } from './use-theme';

export function RootLayout() {
  // In the first commit: a dark system's player sees the first screen in the dark theme.
  useTheme();
  const started = useShellStarted();
  return (
    <ScrolldexClientProvider>
      <AccountDataGuard />
      <div className={styles.app}>
        <SkipLink />
        <div className={styles.content}>
          <Outlet />
        </div>
        <Footer />
        <BackToTop />
        {/* Where the toasts' viewport belongs; the other parts render nothing in place (dialogs portal out). */}
        {started && <ShellStart />}
      </div>
    </ScrolldexClientProvider>
  );
}

/** The first stop of the keyboard: past the header bar to the screen's content. */
function SkipLink() {
  return (
    <a
      className={styles.skipLink}
      href="#main"
      onClick={(event) => {
        // Focus, not the router: a hash is no screen of its own.
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
