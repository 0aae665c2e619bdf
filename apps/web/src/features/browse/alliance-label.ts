import type { GrandAlliance } from '@scrolldex/rules';

/** A grand alliance as players write it. */
export const ALLIANCE_LABELS: Readonly<Record<GrandAlliance, string>> = {
  ORDER: 'Order',
  CHAOS: 'Chaos',
  DEATH: 'Death',
  DESTRUCTION: 'Destruction',
  UNKNOWN: 'Other',
};
