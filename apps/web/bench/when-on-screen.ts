// Waiting for a screen in the page itself, with nothing of Playwright's in the
// page: a locator's first use compiles Playwright's injected script (its
// selector engines, some 340 KB of source), a task of about 170 ms with the CPU
// slowed 4x that the page would count as its own longest task, and that ran
// amid the app's start, holding it up.

/**
 * Resolves at the first animation frame after an element matching `selector` is in the document (the frame that
 * paints it, as a locator's polling would see it), or rejects after `timeoutMs`. Runs in the page through
 * `page.evaluate`, as its source: it uses nothing from outside its body, and names no function of its own (tsx
 * would wrap it in a helper the page does not have).
 */
export async function whenOnScreen([selector, timeoutMs]: readonly [string, number]): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!document.querySelector(selector)) {
    const left = deadline - performance.now();
    if (left <= 0) throw new Error(`nothing matched ${selector} within ${timeoutMs} ms`);
    // Checked again in the task that changed the page (a mutation's microtask), or at the deadline.
    await new Promise<void>((changed) => {
      const timer = setTimeout(changed, left);
      const observer = new MutationObserver(() => {
        observer.disconnect();
        clearTimeout(timer);
        changed();
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    });
  }
  await new Promise<void>((painted) => requestAnimationFrame(() => painted()));
}
