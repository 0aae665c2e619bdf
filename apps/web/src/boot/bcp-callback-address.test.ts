import { afterEach, describe, expect, it, vi } from 'vitest';

import { liftBcpCallbackFromAddress, takeBcpCallback } from './bcp-callback-address';

function fakeHistory(state: unknown = { key: 'k1' }) {
  return { state, replaceState: vi.fn() } as unknown as History & { replaceState: ReturnType<typeof vi.fn> };
}

afterEach(() => void takeBcpCallback());

describe('the BCP callback address', () => {
  it('is lifted into memory and replaced by the bare path, history state and hash kept', () => {
    const history = fakeHistory();
    liftBcpCallbackFromAddress(
      { pathname: '/bcp/login', search: '?accessToken=a.b.c&refreshToken=r1&idToken=i.d.t&state=S1234567890abcdef', hash: '#x' },
      history,
    );
    expect(history.replaceState).toHaveBeenCalledWith({ key: 'k1' }, '', '/bcp/login#x');
    expect(takeBcpCallback()).toEqual({ accessToken: 'a.b.c', refreshToken: 'r1', idToken: 'i.d.t', state: 'S1234567890abcdef' });
    // Taken once.
    expect(takeBcpCallback()).toBeNull();
  });

  it('leaves every other address alone', () => {
    const history = fakeHistory();
    liftBcpCallbackFromAddress({ pathname: '/settings', search: '?accessToken=a', hash: '' }, history);
    liftBcpCallbackFromAddress({ pathname: '/bcp/login', search: '', hash: '' }, history);
    liftBcpCallbackFromAddress({ pathname: '/bcp/login/extra', search: '?accessToken=a', hash: '' }, history);
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(takeBcpCallback()).toBeNull();
  });

  it('keeps only what the address carried', () => {
    liftBcpCallbackFromAddress({ pathname: '/bcp/login', search: '?accessToken=a', hash: '' }, fakeHistory());
    expect(takeBcpCallback()).toEqual({ accessToken: 'a', refreshToken: undefined, idToken: undefined, state: undefined });
  });
});
