// What the Lists tab's browser tests share: dragging a row of the library board by mouse, and making a folder.
import type { Locator, Page } from 'playwright-core';

import { nextPaint } from './harness.js';

/**
 * Drags `handle` to the height of `target` by mouse (`dx` across), as dnd-kit's pointer sensor needs: a press, a
 * short move that starts the drag, then the move in steps. `beforeDrop` runs with the drag still held.
 */
export async function drag(page: Page, handle: Locator, target: Locator, dx = 0, beforeDrop?: () => Promise<unknown>): Promise<void> {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y + 10, { steps: 3 });
  await page.mouse.move(start.x + dx, to.y + to.height / 2, { steps: 12 });
  await nextPaint(page);
  await beforeDrop?.();
  await page.mouse.up();
  await clicksArriveAgain(page);
}

/**
 * Until a click reaches the page again: after a drop, dnd-kit's pointer sensor swallows every click at the document
 * until a 50 ms timer removes its listener, a timer a busy machine runs late, so a tap straight after a drag was lost.
 */
export async function clicksArriveAgain(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const probe = document.createElement('div');
    let arrived = false;
    probe.addEventListener('click', () => (arrived = true));
    document.body.append(probe);
    probe.click();
    probe.remove();
    return arrived;
  });
}

/** Makes a folder named `name` through New Folder, and gives its row. */
export async function newFolder(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: 'New Folder' }).click();
  const create = page.getByRole('dialog', { name: 'New Folder' });
  await create.getByLabel('Name').fill(name);
  await create.getByRole('button', { name: 'Save' }).click();
  await create.waitFor({ state: 'hidden' });
  return page.getByRole('button', { name: new RegExp(`^${name}`) });
}
