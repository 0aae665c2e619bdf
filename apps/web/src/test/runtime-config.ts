// The runtime configuration of a server with nothing optional set, for tests to vary.
import type { RuntimeConfig } from '@scrolldex/contract';

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
