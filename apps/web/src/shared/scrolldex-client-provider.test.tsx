import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useScrolldexClient } from './scrolldex-client-provider';

describe('useScrolldexClient', () => {
  it("refuses to run without a provider, saying 'ScrolldexClient not provided'", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function NeedsClient() {
      useScrolldexClient();
      return null;
    }
    expect(() => render(<NeedsClient />)).toThrow('ScrolldexClient not provided');
  });
});
