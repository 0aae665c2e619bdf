import { describe, expect, it } from 'vitest';

import { withCompileHint } from './compile-hints';

describe('withCompileHint', () => {
  it("puts V8's eager-compilation hint on the first line of the named chunks", () => {
    expect(withCompileHint('function a(){}', 'react', ['react'])).toBe('//# allFunctionsCalledOnLoad\nfunction a(){}');
  });

  it('leaves every other chunk as it is', () => {
    expect(withCompileHint('function a(){}', 'army-page', ['react'])).toBeNull();
  });
});
