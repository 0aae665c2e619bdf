import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';

import { createPageKeeper, type KeptPage } from './kept-page';

/** A kept page as far as the keeper sees one: whether it is closed, and its context's close event. */
function fakeKeptPage(): KeptPage & { closeContext: () => void } {
  let closed = false;
  const onClose: (() => void)[] = [];
  const page = { isClosed: () => closed } as unknown as Page;
  const context = { on: (_event: 'close', listener: () => void) => onClose.push(listener) } as unknown as BrowserContext;
  return {
    context,
    page,
    closeContext: () => {
      closed = true;
      for (const listener of onClose) listener();
    },
  };
}

describe('createPageKeeper', () => {
  it('makes a page the first time a key is asked for, then lends that one cleared', async () => {
    const keeper = createPageKeeper();
    const made = fakeKeptPage();
    const create = vi.fn(async () => made);
    const clear = vi.fn(async () => undefined);
    expect(await keeper.lend('phone', create, clear)).toBe(made);
    expect(clear).not.toHaveBeenCalled();
    expect(await keeper.lend('phone', create, clear)).toBe(made);
    expect(create).toHaveBeenCalledTimes(1);
    expect(clear).toHaveBeenCalledWith(made);
  });

  it('keeps a page of its own for each key', async () => {
    const keeper = createPageKeeper();
    const phone = fakeKeptPage();
    const desktop = fakeKeptPage();
    const clear = async () => undefined;
    await keeper.lend('phone', async () => phone, clear);
    expect(await keeper.lend('desktop', async () => desktop, clear)).toBe(desktop);
    expect(await keeper.lend('phone', async () => fakeKeptPage(), clear)).toBe(phone);
  });

  it('makes a new page once a test closed the kept one', async () => {
    const keeper = createPageKeeper();
    const first = fakeKeptPage();
    const second = fakeKeptPage();
    const clear = vi.fn(async () => undefined);
    await keeper.lend('phone', async () => first, clear);
    first.closeContext();
    expect(await keeper.lend('phone', async () => second, clear)).toBe(second);
    expect(clear).not.toHaveBeenCalled();
  });
});
