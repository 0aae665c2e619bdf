// A new screen's heading names the tab (document.title) and, after a
// navigation, takes the focus the old screen's control lost, so a keyboard or
// screen reader user starts at the top of the new screen instead of the top
// of the document. A field the screen focuses itself (autoFocus) keeps it.
import { useEffect, useRef } from 'react';

const SITE = 'Scrolldex';

/** The path the last heading was shown for: the first screen of a visit takes no focus, later ones do. */
let shownPath: string | null = null;

export function usePageHeading(pathname: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const text = heading.current?.textContent?.trim() ?? '';
    document.title = text && text !== SITE ? `${text} · ${SITE}` : SITE;
  });
  useEffect(() => {
    const navigated = shownPath !== null && shownPath !== pathname;
    shownPath = pathname;
    if (!navigated) return;
    // In the next frame: the old screen, with the control that had the focus, may leave after this one comes.
    const frame = requestAnimationFrame(() => {
      const focusDropped = document.activeElement === null || document.activeElement === document.body;
      if (focusDropped) heading.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return heading;
}
