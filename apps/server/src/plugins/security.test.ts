import { describe, expect, it } from 'vitest';

import { buildCspDirectives, STRIPE_JS_ORIGIN } from './security.js';

describe('the Content-Security-Policy', () => {
  it('allows scripts and frames from this server only when it offers no subscriptions', () => {
    const directives = buildCspDirectives({ uiUrl: null, apiUrl: null, stripePricingTable: false });
    expect(directives.scriptSrc).toEqual(["'self'"]);
    expect(directives.frameSrc).toEqual(["'self'"]);
  });

  it("allows Stripe's pricing table script and frame when the server offers subscriptions", () => {
    const directives = buildCspDirectives({ uiUrl: null, apiUrl: null, stripePricingTable: true });
    expect(directives.scriptSrc).toEqual(["'self'", STRIPE_JS_ORIGIN]);
    expect(directives.frameSrc).toEqual(["'self'", STRIPE_JS_ORIGIN]);
    // Nothing else is opened: no inline script, and the app itself is never framed.
    expect(directives.scriptSrcAttr).toEqual(["'none'"]);
    expect(directives.frameAncestors).toEqual(["'none'"]);
  });
});
