// The supporter banner (companion §1): the donors' names from the server's
// run-time config, scrolling by on the home screen; hidden when there are none.
// With reduced motion the names sit still and wrap.
import { useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Heart } from 'lucide-react';

import { runtimeConfigAtom } from '../../state/game-data';
import styles from './supporter-banner.module.css';

export function SupporterBanner() {
  const donors = useAtomValue(runtimeConfigAtom)?.donors ?? [];
  const onHome = useRouterState({ select: (state) => state.location.pathname === '/' });
  if (!onHome || donors.length === 0) return null;
  const names = donors.map((name, index) => (
    <li key={index} className={styles.name}>
      {name}
    </li>
  ));
  return (
    <section className={styles.banner} aria-label="Supporters">
      <p className={styles.heading}>
        <Heart size={14} aria-hidden="true" className={styles.heart} />
        Thank you to our supporters
      </p>
      <div className={styles.viewport}>
        <div className={styles.track}>
          <ul className={styles.names}>{names}</ul>
          {/* The second copy makes the loop seamless; screen readers hear the names once. */}
          <ul className={[styles.names, styles.copy].join(' ')} aria-hidden="true">
            {names}
          </ul>
        </div>
      </div>
    </section>
  );
}
