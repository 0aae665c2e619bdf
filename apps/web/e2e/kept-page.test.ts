import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';

import { createPageKeeper, type KeptPage } from './kept-page';

/** A kept page as far as the keeper sees one: whether it is closed, its context's close event and close. */
function fakeKeptPage(): KeptPage & { closeContext: () => Promise<void> } {
  let closed = false;
  const onClose: (() => void)[] = [];
  const closeContext = async () => {
    closed = true;
    for (const listener of onClose) listener();
  };
  const page = { isClosed: () => closed } as unknown as Page;
  const context = { on: (_event: 'close', listener: () => void) => onClose.push(listener), close: closeContext } as unknown as BrowserContext;
  return { context, page, closeContext };
}

/** A keeper whose tests end when `endTest` is called. */
function keeperOfTests() {
  let atEnd: (() => Promise<void> | void)[] = [];
  const keeper = createPageKeeper((done) => atEnd.push(done));
  const endTest = async () => {
    for (const done of atEnd) await done();
    atEnd = [];
  };
  return { keeper, endTest };
}

const noClearing = async () => undefined;

describe('createPageKeeper', () => {
  it("makes a page for a key's first test, then lends the next test that one cleared", async () => {
    const { keeper, endTest } = keeperOfTests();
    const made = fakeKeptPage();
    const create = vi.fn(async () => made);
    const clear = vi.fn(noClearing);
    expect(await keeper.lend('phone', create, clear)).toBe(made);
    expect(clear).not.toHaveBeenCalled();
    await endTest();
    expect(await keeper.lend('phone', create, clear)).toBe(made);
    expect(create).toHaveBeenCalledTimes(1);
    expect(clear).toHaveBeenCalledWith(made);
    expect(made.page.isClosed()).toBe(false);
  });

  it('keeps a page of its own for each key', async () => {
    const { keeper, endTest } = keeperOfTests();
    const phone = fakeKeptPage();
    const desktop = fakeKeptPage();
    await keeper.lend('phone', async () => phone, noClearing);
    expect(await keeper.lend('desktop', async () => desktop, noClearing)).toBe(desktop);
    await endTest();
    expect(await keeper.lend('phone', async () => fakeKeptPage(), noClearing)).toBe(phone);
  });

  it("gives a test's second page of a key a new one, closed as the test ends, and leaves the kept one as it is", async () => {
    const { keeper, endTest } = keeperOfTests();
    const kept = fakeKeptPage();
    const second = fakeKeptPage();
    const clear = vi.fn(noClearing);
    await keeper.lend('phone', async () => kept, clear);
    expect(await keeper.lend('phone', async () => second, clear)).toBe(second);
    expect(clear).not.toHaveBeenCalled();
    await endTest();
    expect(second.page.isClosed()).toBe(true);
    expect(await keeper.lend('phone', async () => fakeKeptPage(), clear)).toBe(kept);
  });

  it('makes a new page once a test closed the kept one', async () => {
    const { keeper, endTest } = keeperOfTests();
    const first = fakeKeptPage();
    const second = fakeKeptPage();
    const clear = vi.fn(noClearing);
    await keeper.lend('phone', async () => first, clear);
    await first.closeContext();
    await endTest();
    expect(await keeper.lend('phone', async () => second, clear)).toBe(second);
    expect(clear).not.toHaveBeenCalled();
  });
});
