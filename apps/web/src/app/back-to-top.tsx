// Appears once the page is scrolled past 1.5 window heights; scrolls smoothly back up.
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

import styles from './back-to-top.module.css';

export const BACK_TO_TOP_THRESHOLD = 1.5;

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // Not read at mount: that would force the first layout inside the first render's task. A page
    // that opens scrolled (restored by the browser or the router) gets a scroll event anyway.
    const onScroll = () => setVisible(window.scrollY > window.innerHeight * BACK_TO_TOP_THRESHOLD);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className={styles.button} aria-label="Back to top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <ArrowUp size={22} />
    </button>
  );
}
