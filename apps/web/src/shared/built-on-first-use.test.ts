import { expect, it } from 'vitest';

import { builtOnFirstUse } from './built-on-first-use';

it('builds nothing until the first call, then builds once and gives the same value', () => {
  let builds = 0;
  const value = builtOnFirstUse(() => ({ built: ++builds }));
  expect(builds).toBe(0);
  const first = value();
  expect(value()).toBe(first);
  expect(builds).toBe(1);
});
