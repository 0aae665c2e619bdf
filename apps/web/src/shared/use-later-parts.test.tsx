import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { followHistoryReturns } from './history-return';
import { useLaterParts } from './use-later-parts';

/** What each render of a screen showed: the top part alone, or the later parts too. */
function Screen({ renders }: { renders: boolean[] }) {
  const laterParts = useLaterParts();
  renders.push(laterParts);
  return <p>{laterParts ? 'whole' : 'top'}</p>;
}

const history = createMemoryHistory({ initialEntries: ['/list/a'] });
const stopFollowing = followHistoryReturns(history);
afterEach(() => history.push('/'));

describe('useLaterParts', () => {
  it('commits a screen opened afresh without its later parts, then renders them', async () => {
    history.push('/list/a/battle');
    const renders: boolean[] = [];
    render(<Screen renders={renders} />);
    await screen.findByText('whole');
    expect(renders[0]).toBe(false);
  });

  it('renders a screen come back to through history whole at once, for its scroll position', async () => {
    history.push('/list/a/battle');
    history.back();
    const renders: boolean[] = [];
    render(<Screen renders={renders} />);
    await screen.findByText('whole');
    expect(renders).not.toContain(false);
    stopFollowing();
  });
});
