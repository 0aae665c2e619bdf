// What the test server is configured with that the tests check against. Apart from test-server.ts, which
// imports the test data's converter: every browser test file imports the harness, and loading that converter
// in each file's worker cost about a second of CPU a file.

/** The developer-mode password the test server accepts (it is given only its SHA-256). */
export const DEV_PASSWORD = 'open-the-scrolls-e2e';
export const DONOR_NAMES = ['Ada Quill', 'Borin Inkbeard'];
/** The server offers subscriptions through this (test-mode) Stripe pricing table. */
export const PRICING_TABLE = { publishableKey: 'pk_test_scrolldex_e2e', pricingTableId: 'prctbl_scrolldex_e2e' };
