import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ScrolldexClient } from '../data/scrolldex-client';
import { createdOnFirstCall, ScrolldexClientProvider, useOptionalScrolldexClient, useScrolldexClient } from './scrolldex-client-provider';

function ClientKind({ label }: { label: string }) {
  const client = useScrolldexClient();
  return <p>{`${label}: ${client instanceof ScrolldexClient ? 'a ScrolldexClient' : 'something else'}`}</p>;
}

describe('useScrolldexClient', () => {
  it("refuses to run without a provider, saying 'ScrolldexClient not provided'", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function NeedsClient() {
      useScrolldexClient();
      return null;
    }
    expect(() => render(<NeedsClient />)).toThrow('ScrolldexClient not provided');
  });

  it('loads the client when a screen first asks for it, one client for every screen', async () => {
    const seen: ScrolldexClient[] = [];
    function Keep() {
      seen.push(useScrolldexClient());
      return null;
    }
    render(
      <ScrolldexClientProvider>
        <Suspense fallback={<p>Loading</p>}>
          <ClientKind label="first" />
          <Keep />
          <Keep />
        </Suspense>
      </ScrolldexClientProvider>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('first: a ScrolldexClient', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(new Set(seen).size).toBe(1);
  });

  it('hands a given client over in the same render, with no loading state', () => {
    const client = new ScrolldexClient({ tokens: { read: () => ({ accessToken: null, refreshToken: null }), write: () => undefined } });
    function Same() {
      return <p>{useOptionalScrolldexClient() === client ? 'the given client' : 'another'}</p>;
    }
    render(
      <ScrolldexClientProvider client={client}>
        <Suspense fallback={<p>Loading</p>}>
          <Same />
        </Suspense>
      </ScrolldexClientProvider>,
    );
    expect(screen.getByText('the given client')).toBeTruthy();
  });
});

describe('createdOnFirstCall', () => {
  const client = () => new ScrolldexClient({ tokens: { read: () => ({ accessToken: null, refreshToken: null }), write: () => undefined } });

  it('throws the load while it is out, then gives the one client it made', async () => {
    const create = vi.fn(async () => client());
    const source = createdOnFirstCall(create);
    let pending: unknown;
    try {
      source();
    } catch (thrown) {
      pending = thrown;
    }
    expect(pending).toBeInstanceOf(Promise);
    await pending;
    expect(source()).toBeInstanceOf(ScrolldexClient);
    expect(source()).toBe(source());
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("throws a failed load's error once, and the next call loads anew", async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(new Error('Could not load scrolldex-client.js after 3 tries.'))
      .mockImplementation(async () => client());
    const source = createdOnFirstCall(create);
    const thrownBy = () => {
      try {
        return source();
      } catch (thrown) {
        return thrown;
      }
    };
    await thrownBy();
    expect(thrownBy()).toEqual(new Error('Could not load scrolldex-client.js after 3 tries.'));
    await thrownBy();
    expect(thrownBy()).toBeInstanceOf(ScrolldexClient);
    expect(create).toHaveBeenCalledTimes(2);
  });
});

describe('useOptionalScrolldexClient', () => {
  it('is null without a provider', () => {
    function Optional() {
      return <p>{useOptionalScrolldexClient() === null ? 'no client' : 'a client'}</p>;
    }
    render(<Optional />);
    expect(screen.getByText('no client')).toBeTruthy();
  });
});
