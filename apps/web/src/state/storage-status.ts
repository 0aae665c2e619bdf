// A write to the device's storage that failed, until a later one succeeds: the
// banner of the root layout shows it with 'Try again'. Kept apart from the list
// engine, so the first screen can show it without loading that.
import { atom } from 'jotai';

export type StorageWriteFailure = {
  /** The sentence for the player ('Could not save on this device: storage is full.'). */
  message: string;
  /** Writes again what is not saved yet. */
  retry: () => void;
};

export const storageWriteFailureAtom = atom<StorageWriteFailure | null>(null);
