// Stripe's pricing table is a custom element defined by Stripe's own script, which
// loads from Stripe (the server's Content-Security-Policy allows it when the server
// offers subscriptions), once per page.
export const PRICING_TABLE_SCRIPT_URL = 'https://js.stripe.com/v3/pricing-table.js';

let loading: Promise<void> | null = null;

/** Resolves once the script has run; a failed load rejects, and the next call tries again. */
export function loadPricingTableScript(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PRICING_TABLE_SCRIPT_URL;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      loading = null;
      reject(new Error('Stripe could not be reached.'));
    });
    document.head.append(script);
  });
  return loading;
}
