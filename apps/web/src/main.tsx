// The install offer fires once, early: catch it before any screen (the Lists tab shows it later).
import './features/lists/install-prompt-event';
import { nextTask } from './shared/next-task';
import { liftBcpCallbackFromAddress } from './boot/bcp-callback-address';
import { showStartFailure } from './boot/start-failure';
import { applyStoredTheme } from './boot/stored-theme';
import { documentCache } from './data/game-data-worker-client';
// styles/global.css, ui/layout.css and styles/app-shell.css are inlined into index.html (vite-plugins/document-styles.ts).

// Starting is a few short tasks, not one long one. The modules load in three groups, each evaluated
// in a task of its own: React, then the game data's start (its loader, the worker's client, the
// stored settings), then the app (router, screens' shared code, schemas). index.html preloads them
// all (vite-plugins/startup-stages.ts), so the later ones cost no extra round trip. Then the route
// tree, the address match and the first render each take a task (app/start-app.tsx).
async function start(): Promise<void> {
  // First of all: BCP's tokens leave the address bar before anything renders, loads or awaits.
  liftBcpCallbackFromAddress();
  applyStoredTheme();
  // The game-data worker's start (its script through the offline worker, compiled and run: 100-150 ms on a warm
  // visit at CPU 4x) is on the way to every screen's data: it runs beside React's loading, not after it.
  documentCache();
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(document.getElementById('root')!);
  await nextTask();
  const { startDataLoad } = await import('./app/start-data');
  startDataLoad();
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await nextTask();
  await startApp(root);
}

start().catch(showStartFailure);
