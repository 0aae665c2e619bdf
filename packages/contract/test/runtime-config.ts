// The runtime configuration of a server with nothing optional set, for the
// tests of every package to vary ({ ...BARE_RUNTIME_CONFIG, bcp: true }).
import type { RuntimeConfig } from '../src/runtime-config.js';

export const BARE_RUNTIME_CONFIG: RuntimeConfig = {
  serverVersion: '1',
  apiUrl: null,
  uiUrl: null,
  devModePasswordHash: null,
  devHost: null,
  devVariants: [],
  reportErrorUrl: null,
  donors: [],
  stripePricingTable: null,
  bcp: false,
  subscriptionRequired: false,
};
