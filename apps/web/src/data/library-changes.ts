// Other tabs follow the saved lists: every write to a library is announced on a
// BroadcastChannel (IndexedDB has no 'storage' event), and a tab that shows that
// library reads it again. One channel object both sends and listens, so a tab
// never hears its own announcements.

const CHANNEL_NAME = 'scrolldex-saved-lists';

type LibraryChange = { owner: string };

let channel: BroadcastChannel | null | undefined;

function sharedChannel(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

/** Tells the other tabs that the library of `owner` changed in storage. */
export function announceLibraryChange(owner: string): void {
  sharedChannel()?.postMessage({ owner } satisfies LibraryChange);
}

/** Calls `listener` with the owner of each library another tab changed; returns the unsubscribe. */
export function followLibraryChanges(listener: (owner: string) => void): () => void {
  const listening = sharedChannel();
  if (!listening) return () => undefined;
  const onMessage = (event: MessageEvent<unknown>) => {
    const owner = (event.data as Partial<LibraryChange> | null)?.owner;
    if (typeof owner === 'string') listener(owner);
  };
  listening.addEventListener('message', onMessage);
  return () => listening.removeEventListener('message', onMessage);
}
