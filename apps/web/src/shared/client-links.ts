// Plain anchors that navigate like the router's Link, for lists of hundreds of
// rows. A Link builds its location and subscribes to the router's state, one
// store subscription and effect per row: on the army page that was most of a
// row's render, and every router state change re-rendered each row at the
// urgent (sync) priority. Here a row is an <a href> and the list holds one set
// of listeners: a plain click navigates in the app, a modified or middle click,
// "open in new tab" and the keyboard's Enter work as on any link, and hovering
// or focusing a row preloads its screen as a Link does.
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** The anchor of the list that an event came from, if it is one of the app's own pages. */
function appAnchor(event: Event, list: HTMLElement): HTMLAnchorElement | null {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !list.contains(anchor)) return null;
  if (anchor.origin !== window.location.origin || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  return anchor;
}

function pathOf(anchor: HTMLAnchorElement): string {
  return anchor.pathname + anchor.search + anchor.hash;
}

/**
 * Makes the plain anchors inside the returned ref's element navigate in the app. A row preloads once the pointer has
 * rested on it for the router's preload delay, as a Link's does, so a sweep down the list preloads none.
 */
export function useClientLinks<T extends HTMLElement>(): React.RefObject<T | null> {
  const router = useRouter();
  const ref = useRef<T>(null);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const delay = router.options.defaultPreloadDelay ?? 50;
    let pending: { anchor: HTMLAnchorElement; timer: number } | null = null;
    // An href alone names the location (the router parses it as navigate does), though the type asks for a `to`.
    const preload = (anchor: HTMLAnchorElement) =>
      void router.preloadRoute({ href: pathOf(anchor) } as Parameters<typeof router.preloadRoute>[0]).catch((error: unknown) => console.warn(error));
    const cancel = () => {
      if (pending) window.clearTimeout(pending.timer);
      pending = null;
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = appAnchor(event, list);
      if (!anchor) return;
      event.preventDefault();
      cancel();
      void router.navigate({ href: pathOf(anchor) });
    };
    const onIntent = (event: Event) => {
      const anchor = appAnchor(event, list);
      if (!anchor || pending?.anchor === anchor) return;
      cancel();
      if (event.type === 'touchstart') return preload(anchor);
      pending = { anchor, timer: window.setTimeout(() => ((pending = null), preload(anchor)), delay) };
    };
    const onLeave = (event: Event) => {
      const next = (event as MouseEvent | FocusEvent).relatedTarget;
      if (pending && !(next instanceof Node && pending.anchor.contains(next))) cancel();
    };
    const listeners: [string, (event: never) => void, AddEventListenerOptions?][] = [
      ['click', onClick],
      ['mouseover', onIntent],
      ['focusin', onIntent],
      ['touchstart', onIntent, { passive: true }],
      ['mouseout', onLeave],
      ['focusout', onLeave],
    ];
    for (const [type, listener, options] of listeners) list.addEventListener(type, listener as EventListener, options);
    return () => {
      cancel();
      for (const [type, listener] of listeners) list.removeEventListener(type, listener as EventListener);
    };
  }, [router]);
  return ref;
}
