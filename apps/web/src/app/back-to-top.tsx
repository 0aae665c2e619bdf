// Appears once the page is scrolled past 1.5 window heights; scrolls smoothly
// back up. On the battle view it sits higher, above the bottom bar.
import { useRouterState } from '@tanstack/react-router';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

import styles from './back-to-top.module.css';

export const BACK_TO_TOP_THRESHOLD = 1.5;

/** The battle view (/list/{id}/battle), whose bottom bar the button must clear; not its settings. */
const BATTLE_VIEW = /^\/list\/[^/]+\/battle\/?$/;

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const raised = useRouterState({ select: (state) => BATTLE_VIEW.test(state.location.pathname) });
  useEffect(() => {
    // Not read at mount: that would force the first layout inside the first render's task. A page
    // that opens scrolled (restored by the browser or the router) gets a scroll event anyway.
    const onScroll = () => setVisible(window.scrollY > window.innerHeight * BACK_TO_TOP_THRESHOLD);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={[styles.button, raised ? styles.raised : ''].join(' ')}
      aria-label="Back to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUp size={22} />
    </button>
  );
}
