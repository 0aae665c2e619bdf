import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { followHistoryReturns } from './history-return';
import { partsBegun, useLaterParts } from './use-later-parts';
import { framesOnDemand } from '../test/frames';

// The frames run when the test says.
const { nextFrame, framesDue } = framesOnDemand();

/** What each render of a screen of `total` rows showed. */
function Screen({ total, renders }: { total: number; renders: number[] }) {
  const rows = useLaterParts(total, { first: 4, slice: 3 });
  renders.push(rows);
  return <p>{rows === total ? 'whole' : 'part'}</p>;
}

const history = createMemoryHistory({ initialEntries: ['/list/a'] });
const stopFollowing = followHistoryReturns(history);

afterEach(() => {
  vi.unstubAllGlobals();
  history.push('/');
});

describe('useLaterParts', () => {
  it('commits the top of a screen opened afresh, its first rows in the render after, then a slice per frame', async () => {
    history.push('/list/a/battle');
    const renders: number[] = [];
    render(<Screen total={10} renders={renders} />);
    expect(renders[0]).toBe(0);
    expect(renders.at(-1)).toBe(4);
    await nextFrame();
    expect(renders.at(-1)).toBe(7);
    await nextFrame();
    expect(renders.at(-1)).toBe(10);
    expect(screen.getByText('whole')).toBeDefined();
  });

  it('follows the total at once once whole: a part an edit adds shows in its own frame', async () => {
    history.push('/list/a');
    const renders: number[] = [];
    const { rerender } = render(<Screen total={6} renders={renders} />);
    await nextFrame();
    expect(renders.at(-1)).toBe(6);
    rerender(<Screen total={9} renders={renders} />);
    expect(renders.at(-1)).toBe(9);
    expect(framesDue()).toBe(0);
  });

  it('renders a screen come back to through history whole at once, for its scroll position', () => {
    history.push('/list/a/battle');
    history.back();
    const renders: number[] = [];
    render(<Screen total={10} renders={renders} />);
    expect(renders).toEqual(renders.map(() => 10));
    expect(framesDue()).toBe(0);
    stopFollowing();
  });
});

describe('partsBegun', () => {
  it('counts the parts that begin within the rows', () => {
    expect(partsBegun([1, 5, 2], 0)).toBe(0);
    expect(partsBegun([1, 5, 2], 1)).toBe(1);
    expect(partsBegun([1, 5, 2], 2)).toBe(2);
    expect(partsBegun([1, 5, 2], 6)).toBe(2);
    expect(partsBegun([1, 5, 2], 7)).toBe(3);
    expect(partsBegun([1, 5, 2], 100)).toBe(3);
  });
});
