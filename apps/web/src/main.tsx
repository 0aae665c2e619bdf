// The install offer fires once, early: catch it before any screen (the Lists tab shows it later).
import './features/lists/install-prompt-event';
import { nextTask } from './app/next-task';
import { liftBcpCallbackFromAddress } from './boot/bcp-callback-address';
import { showStartFailure } from './boot/start-failure';
import { applyStoredTheme } from './boot/stored-theme';
// styles/global.css, ui/layout.css and styles/app-shell.css are inlined into index.html (vite-plugins/document-styles.ts).

// Starting is a few short tasks, not one long one. The modules load in two groups, each evaluated
// in a task of its own: React, then the app (router, state, schemas). index.html preloads both
// (vite-plugins/startup-stages.ts), so the second costs no extra round trip. Then the route tree,
// the address match and the first render each take a task (app/start-app.tsx).
async function start(): Promise<void> {
  // First of all: BCP's tokens leave the address bar before anything renders, loads or awaits.
  liftBcpCallbackFromAddress();
  applyStoredTheme();
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(document.getElementById('root')!);
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await nextTask();
  await startApp(root);
}

start().catch(showStartFailure);
