import { useEffect, useState } from 'react';

const TICK_MS = 30_000;

/** The current time, moving on every 30 s so a '2m ago' stays true. */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
