// Other tabs follow the saved lists, games and campaign rosters: every write to
// a library or to the games or rosters of an owner is announced on a BroadcastChannel (IndexedDB has no
// 'storage' event), and a tab that shows them reads them again. One channel
// object both sends and listens, so a tab never hears its own announcements.

type OwnerChange = { owner: string };

type ChangeChannel = {
  announce: (owner: string) => void;
  follow: (listener: (owner: string) => void) => () => void;
};

function changeChannel(name: string): ChangeChannel {
  let channel: BroadcastChannel | null | undefined;
  const shared = () => {
    channel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
    return channel;
  };
  return {
    announce: (owner) => shared()?.postMessage({ owner } satisfies OwnerChange),
    follow: (listener) => {
      const listening = shared();
      if (!listening) return () => undefined;
      const onMessage = (event: MessageEvent<unknown>) => {
        const owner = (event.data as Partial<OwnerChange> | null)?.owner;
        if (typeof owner === 'string') listener(owner);
      };
      listening.addEventListener('message', onMessage);
      return () => listening.removeEventListener('message', onMessage);
    },
  };
}

const lists = changeChannel('scrolldex-saved-lists');
const games = changeChannel('scrolldex-games');
const rosters = changeChannel('scrolldex-rosters');

/** Tells the other tabs that the library of `owner` changed in storage. */
export const announceLibraryChange = lists.announce;
/** Calls `listener` with the owner of each library another tab changed; returns the unsubscribe. */
export const followLibraryChanges = lists.follow;

/** Tells the other tabs that the games of `owner` changed in storage. */
export const announceGamesChange = games.announce;
/** Calls `listener` with the owner of each set of games another tab changed; returns the unsubscribe. */
export const followGamesChanges = games.follow;

/** Tells the other tabs that the rosters of `owner` changed in storage. */
export const announceRostersChange = rosters.announce;
/** Calls `listener` with the owner of each set of rosters another tab changed; returns the unsubscribe. */
export const followRostersChanges = rosters.follow;
