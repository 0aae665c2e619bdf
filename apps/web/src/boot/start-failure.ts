// When the app's code cannot be downloaded or run (the network dropped on a first
// visit, a server mid-deploy), the static shell would say 'Loading...' forever.
// It says what happened instead. No React here: React may be what failed to load.

export const START_FAILURE_TEXT = 'Scrolldex could not start: part of its code did not arrive. Check your connection, then reload the page.';

/**
 * Replaces the static shell's loading state with the failure and a Reload button (an installed app
 * has no browser button to reload with); the error goes to the console.
 */
export function showStartFailure(error: unknown): void {
  console.error('Scrolldex could not start.', error);
  const status = document.querySelector<HTMLElement>('main[data-app-shell]');
  if (!status) return;
  const sentence = document.createElement('p');
  sentence.textContent = START_FAILURE_TEXT;
  sentence.setAttribute('role', 'alert');
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'app-shell-reload';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => location.reload());
  status.removeAttribute('role');
  status.dataset.failed = 'true';
  status.replaceChildren(sentence, reload);
}
