// Whether the screen now showing came back through the browser's history (Back, Forward): such a
// screen must be whole in its first commit, so that the router can restore where the player had
// scrolled to; a screen opened afresh may bring its lower parts in later commits.
import type { RouterHistory } from '@tanstack/react-router';

let traversed = false;

/** Follows the moves of the app's history (app/router.tsx) from its start; returns the unsubscribe. */
export function followHistoryTraversal(history: RouterHistory): () => void {
  return history.subscribe(({ action }) => {
    // Back, forward or go: every move but a new entry (push) or a replaced one.
    traversed = action.type !== 'PUSH' && action.type !== 'REPLACE';
  });
}

/** True when the last move of the history went back or forward through it, false after a new navigation. */
export function cameThroughHistory(): boolean {
  return traversed;
}
