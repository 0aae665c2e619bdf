import { VALIDATOR_MODES, type ValidatorMode } from '@scrolldex/rules';

import type { SelectOption } from '../../ui/select';

/** A validation mode as the player reads it in selects and badges. */
export const VALIDATOR_LABELS: Readonly<Record<ValidatorMode, string>> = {
  standard: 'Standard',
  highlander: 'Highlander',
  'holy havoc': 'Holy Havoc',
  legends: 'Legends',
  disabled: 'Disabled',
};

export const VALIDATOR_OPTIONS: readonly SelectOption[] = VALIDATOR_MODES.map((mode) => ({ value: mode, label: VALIDATOR_LABELS[mode] }));
