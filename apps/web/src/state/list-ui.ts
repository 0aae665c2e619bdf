// The Lists tab's memory for this session: which folders are open (all start
// closed).
import { atom } from 'jotai';

export const openFoldersAtom = atom<ReadonlySet<string>>(new Set<string>());
