import { useState } from 'react';

/** Whether `open` has been true: a sheet mounts when first asked for, and stays mounted for its closing animation. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
