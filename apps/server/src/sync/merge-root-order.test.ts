import { describe, expect, it } from 'vitest';

import { mergeRootOrder, type OrderVersion } from './merge-root-order.js';

const order = (updatedAt: number, ...listIds: string[]): OrderVersion => ({ listIds, updatedAt });
const all = () => true;

describe('mergeRootOrder', () => {
  it('keeps the lists two devices each added: the newer order first, the other’s new entries after it, stamped past both', () => {
    expect(mergeRootOrder(order(200, 'x', 'a'), order(210, 'x', 'b'), all)).toEqual(order(211, 'x', 'b', 'a'));
    // The older push arriving second gives the same order: the held one is newer now.
    expect(mergeRootOrder(order(210, 'x', 'b'), order(200, 'x', 'a'), all)).toEqual(order(211, 'x', 'b', 'a'));
  });

  it('keeps the held order on equal stamps and adds what only the pushed one has', () => {
    expect(mergeRootOrder(order(300, 'a', 'b'), order(300, 'b', 'a', 'c'), all)).toEqual(order(301, 'a', 'b', 'c'));
  });

  it('drops entries that are not live top-level items, wherever they come from', () => {
    const live = new Set(['a', 'folder:f1']);
    expect(mergeRootOrder(order(100, 'a', 'gone', 'folder:f1'), order(200, 'in-folder', 'a', 'a'), (entry) => live.has(entry))).toEqual(
      order(201, 'a', 'folder:f1'),
    );
  });

  it('keeps the later stamp when the winning order needs no change, so no device fetches for nothing', () => {
    expect(mergeRootOrder(order(100, 'a'), order(200, 'b', 'a'), all)).toEqual(order(200, 'b', 'a'));
    expect(mergeRootOrder(order(200, 'b', 'a'), order(100, 'a'), all)).toEqual(order(200, 'b', 'a'));
    expect(mergeRootOrder(order(200, 'a', 'b'), order(200, 'a', 'b'), all)).toEqual(order(200, 'a', 'b'));
  });

  it('takes a first order as pushed, cleaned, and stamps it later when cleaning changed it', () => {
    expect(mergeRootOrder(undefined, order(50, 'a', 'b'), all)).toEqual(order(50, 'a', 'b'));
    expect(mergeRootOrder(undefined, order(50, 'a', 'gone'), (entry) => entry === 'a')).toEqual(order(51, 'a'));
  });
});
