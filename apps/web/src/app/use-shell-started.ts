// False in the app's first commit, true from a task after it. The first screen's Radix tab list sets state in that
// commit's layout effects, and React then runs every passive effect of the commit, and renders again, in the same
// task: the shell's own start (its loads, subscriptions and lazy parts) mounts in a task of its own, which keeps that
// first task short on a phone.
import { startTransition, useEffect, useState } from 'react';

import { nextTask } from '../shared/next-task';

export function useShellStarted(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let current = true;
    void nextTask().then(() => {
      // A transition: the shell's parts render in slices, between which the page answers.
      if (current) startTransition(() => setStarted(true));
    });
    return () => {
      current = false;
    };
  }, []);
  return started;
}
