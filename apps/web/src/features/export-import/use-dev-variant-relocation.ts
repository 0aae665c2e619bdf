// Runs the dev_variant relocation once the runtime configuration is known.
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

import { runtimeConfigAtom } from '../../state/game-data';
import { devVariantTarget } from './dev-variant-target';

export function useDevVariantRelocation(): void {
  const config = useAtomValue(runtimeConfigAtom);
  useEffect(() => {
    if (!config) return;
    const target = devVariantTarget(window.location, document.cookie, config);
    if (target) window.location.replace(target);
  }, [config]);
}
