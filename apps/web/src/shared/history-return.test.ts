import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { cameBackThroughHistory, followHistoryReturns } from './history-return';

let stop = () => {};
afterEach(() => stop());

describe('cameBackThroughHistory', () => {
  it('is true after Back, Forward or a jump through history, and false again after a link or a replace', () => {
    const history = createMemoryHistory({ initialEntries: ['/'] });
    stop = followHistoryReturns(history);
    history.push('/army/Seraphon');
    expect(cameBackThroughHistory()).toBe(false);
    history.push('/army/Seraphon/unit/Saurus%20Warriors');
    history.back();
    expect(cameBackThroughHistory()).toBe(true);
    history.forward();
    expect(cameBackThroughHistory()).toBe(true);
    history.replace('/army/Seraphon');
    expect(cameBackThroughHistory()).toBe(false);
    history.go(-1);
    expect(cameBackThroughHistory()).toBe(true);
    history.push('/');
    expect(cameBackThroughHistory()).toBe(false);
  });
});
