// The pricing table page: Stripe's table for the logged-in account, and the note to log in first.
import 'fake-indexeddb/auto';

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { runtimeConfigAtom } from '../../state/game-data';
import { PRICING_TABLE_SCRIPT_URL } from './stripe-pricing-table-script';
import { prepareAccountTests, renderApp, WITH_PRICING_TABLE } from './account-test-app';

prepareAccountTests();

describe('The pricing table page', () => {
  /** Stripe's script element, once the page has asked for it; `outcome` is what the browser reports. */
  async function finishScript(outcome: 'load' | 'error') {
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(`script[src="${PRICING_TABLE_SCRIPT_URL}"]`);
      if (!found) throw new Error('no pricing table script yet');
      return found;
    });
    act(() => void script.dispatchEvent(new Event(outcome)));
  }

  it('asks a logged-out player to log in, and leads to the account screen', async () => {
    const { router } = renderApp('/price-table', {});
    await screen.findByText('Please log in to manage your subscription.');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('says when the server offers no subscriptions', async () => {
    const { store } = renderApp('/price-table', {}, { loggedIn: true });
    act(() => store.set(runtimeConfigAtom, { ...WITH_PRICING_TABLE, stripePricingTable: null }));
    await screen.findByText('Subscriptions are not offered on this server.');
    expect(document.querySelector('stripe-pricing-table')).toBeNull();
  });

  it("opens from Subscribe, tells when Stripe cannot be reached, and shows Stripe's table for the account on a retry", async () => {
    const user = userEvent.setup();
    const { store, router } = renderApp('/account', {}, { loggedIn: true });
    act(() => store.set(runtimeConfigAtom, WITH_PRICING_TABLE));
    await user.click(await screen.findByRole('tab', { name: 'Subscription' }));
    await user.click(screen.getByRole('link', { name: 'Subscribe' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/price-table'));
    await screen.findByText('Loading the pricing table...');

    await finishScript('error');
    await screen.findByText('Stripe could not be reached. Check your connection and try again.');
    expect(document.head.querySelector(`script[src="${PRICING_TABLE_SCRIPT_URL}"]`)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await finishScript('load');
    await waitFor(() => expect(document.querySelector('stripe-pricing-table')).not.toBeNull());
    const table = document.querySelector('stripe-pricing-table')!;
    expect(table.getAttribute('pricing-table-id')).toBe('prctbl_1');
    expect(table.getAttribute('publishable-key')).toBe('pk_test_1');
    // Stripe ties the checkout to the account by this id (the server checks it on session-complete).
    expect(table.getAttribute('client-reference-id')).toBe('u1');
    expect(table.getAttribute('customer-email')).toBe('ada@example.com');
  });
});
