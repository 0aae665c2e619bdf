// Loading indicators: a spinner with a weapon icon (a random one each time it
// mounts), full overlay or inline, and skeleton rows for lists.
import { Axe, Crosshair, Hammer, Shield, Sword, Swords } from 'lucide-react';
import { useState } from 'react';

import styles from './spinner.module.css';

const WEAPONS = [Sword, Swords, Axe, Hammer, Shield, Crosshair];

export function Spinner({ label = 'Loading...', variant = 'mini' }: { label?: string; variant?: 'mini' | 'overlay' | 'block' }) {
  const [Weapon] = useState(() => WEAPONS[Math.floor(Math.random() * WEAPONS.length)]!);
  return (
    <div className={styles[variant]} role="status" aria-live="polite">
      <span className={styles.icon}>
        <Weapon size={variant === 'mini' ? 18 : 32} aria-hidden="true" />
      </span>
      <span className={variant === 'mini' ? 'visually-hidden' : styles.label}>{label}</span>
    </div>
  );
}

export function Skeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.bar} />
      ))}
    </div>
  );
}
