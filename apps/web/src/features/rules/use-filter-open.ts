// A remembered section's open state while a filter may be on: filtering opens
// every section left, until the player folds one; clearing the filter goes
// back to what was remembered.
import { useEffect, useState } from 'react';

import { useSectionOpen } from '../../state/route-memory';

export function useFilterOpen(key: string, filtering: boolean, defaultOpen = false): [boolean, (open: boolean) => void] {
  const [remembered, setRemembered] = useSectionOpen(key, defaultOpen);
  const [override, setOverride] = useState<boolean | null>(null);
  useEffect(() => setOverride(null), [filtering]);
  const setOpen = (open: boolean) => (filtering ? setOverride(open) : setRemembered(open));
  return [override ?? (filtering || remembered), setOpen];
}
