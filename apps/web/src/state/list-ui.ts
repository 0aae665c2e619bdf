// The Lists tab's memory for this session: which folders are open (all start
// closed, list-building §2).
import { atom } from 'jotai';

export const openFoldersAtom = atom<ReadonlySet<string>>(new Set<string>());
