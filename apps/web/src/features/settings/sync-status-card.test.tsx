import 'fake-indexeddb/auto';

import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router';
import { cleanup, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BARE_RUNTIME_CONFIG } from '@scrolldex/contract/test/runtime-config';

import { ScrolldexClient } from '../../data/scrolldex-client';
import { runtimeConfigAtom } from '../../state/game-data';
import { accessTokenAtom } from '../../state/session';
import { clearListStorage } from '../../test/list-storage';
import { renderScreens } from '../../test/render-screens';
import { SyncStatusCard } from './sync-status-card';

/** An access token for 'ada' with `subscriptionStatus`, as the server signs one (the signature is not checked here). */
function token(subscriptionStatus: string | null): string {
  const claims = { username: 'ada', email: 'ada@example.com', productName: null, subscriptionStatus, periodEnd: null, cancelAt: null, id: 'u1', iat: 1 };
  return `${btoa('{}')}.${btoa(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600, type: 'access' })).replace(/=+$/, '')}.sig`;
}

function renderCard({ subscriptionRequired, subscriptionStatus }: { subscriptionRequired: boolean; subscriptionStatus: string | null }) {
  const store = createStore();
  store.set(accessTokenAtom, token(subscriptionStatus));
  store.set(runtimeConfigAtom, { ...BARE_RUNTIME_CONFIG, subscriptionRequired });
  const root = createRootRoute({ component: Outlet });
  const settings = createRoute({ getParentRoute: () => root, path: '/settings', component: SyncStatusCard });
  const client = new ScrolldexClient({ tokens: { read: () => ({ accessToken: null, refreshToken: null }), write: () => undefined }, fetch, url: (to) => to });
  renderScreens({ routeTree: root.addChildren([settings]), path: '/settings', store, client });
}

beforeEach(clearListStorage);
afterEach(cleanup);

describe("Settings' Sync card", () => {
  it('says everything syncs with the account where the server asks no subscription', async () => {
    renderCard({ subscriptionRequired: false, subscriptionStatus: null });
    expect((await screen.findByText('Synced with your account whenever you are online.', { exact: false })).textContent).toContain('Logged in as ada.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says only favourites and unit settings sync for an unsubscribed account where the server requires a subscription', async () => {
    renderCard({ subscriptionRequired: true, subscriptionStatus: null });
    await screen.findByText('Favourites and unit settings sync with your account whenever you are online.', { exact: false });
    expect(screen.queryByText(/Synced with your account/)).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('This server syncs lists, folders and games only for subscribers');
  });

  it('says everything syncs for a subscribed account on that server', async () => {
    renderCard({ subscriptionRequired: true, subscriptionStatus: 'active' });
    await screen.findByText('Synced with your account whenever you are online.', { exact: false });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
