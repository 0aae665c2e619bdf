import { afterEach, describe, expect, it, vi } from 'vitest';

import { showStartFailure, START_FAILURE_TEXT } from './start-failure';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('showStartFailure', () => {
  it("replaces the static shell's loading state with an alert saying what to do and a Reload button, and logs the cause", () => {
    document.body.innerHTML = '<div id="root"><header data-app-shell>Scrolldex</header><main role="status" data-app-shell>Loading...</main></div>';
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cause = new TypeError('Failed to fetch dynamically imported module');
    showStartFailure(cause);
    const status = document.querySelector('main')!;
    expect(status.querySelector('[role="alert"]')!.textContent).toBe(START_FAILURE_TEXT);
    expect(status.dataset.failed).toBe('true');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    status.querySelector('button')!.click();
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
    expect(document.querySelector('header')!.textContent).toBe('Scrolldex');
    expect(log).toHaveBeenCalledWith('Scrolldex could not start.', cause);
  });

  it('only logs when React has already replaced the shell', () => {
    document.body.innerHTML = '<div id="root"><main><h1>Stormcast Eternals</h1></main></div>';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    showStartFailure(new Error('late'));
    expect(document.querySelector('main')!.textContent).toBe('Stormcast Eternals');
  });
});
