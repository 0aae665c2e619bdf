// The supporter banner: the donors' names from the server's run-time config,
// scrolling by on the home screen (the footer shows it there, when there are
// any). Names that fit sit still, centred; with reduced motion they sit still
// and wrap.
import { Heart } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

import styles from './supporter-banner.module.css';

/** Whether the names are wider than the banner (only then do they scroll); measured again when `names` change. */
function useOverflowing(viewport: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>, names: string): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const outer = viewport.current;
    const inner = content.current;
    setOverflowing(false);
    if (!outer || !inner || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(inner.scrollWidth > outer.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    observer.observe(inner);
    return () => observer.disconnect();
  }, [viewport, content, names]);
  return overflowing;
}

export function SupporterBanner({ donors }: { donors: readonly string[] }) {
  const viewport = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLUListElement>(null);
  const scrolling = useOverflowing(viewport, first, donors.join('\n'));
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
      <div ref={viewport} className={[styles.viewport, scrolling ? styles.scrolling : ''].join(' ')}>
        <div className={styles.track}>
          <ul ref={first} className={styles.names}>
            {names}
          </ul>
          {/* The second copy makes the loop seamless; screen readers hear the names once. */}
          {scrolling && (
            <ul className={[styles.names, styles.copy].join(' ')} aria-hidden="true">
              {names}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
