// Whether the screen now showing came back through history (Back, Forward or a
// jump), where the router restores the scroll position: such a screen must be
// whole in its first commit. Any other arrival (the app's first screen, a link)
// starts at the top, so a long screen may render in slices.
import type { RouterHistory } from '@tanstack/react-router';

let returned = false;

/** Follows `history`'s navigations from now on; returns the unsubscribe. */
export function followHistoryReturns(history: RouterHistory): () => void {
  return history.subscribe(({ action }) => {
    returned = action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO';
  });
}

/** True when the last navigation went back, forward or to another entry through history. */
export function cameBackThroughHistory(): boolean {
  return returned;
}
