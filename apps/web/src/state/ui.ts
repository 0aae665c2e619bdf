// Shell state: the global search overlay and the developer-mode dialog.
import { atom } from 'jotai';

export const searchOpenAtom = atom(false);
/** The query the overlay opens with (a keyword badge or a 'search for' link sets it). */
export const searchSeedAtom = atom('');
