import { fail, ok, type Result } from '../shared/result.js';

export const LIST_NAME_MAX_LENGTH = 100;

export type ListNameError = { code: 'LIST_NAME_REQUIRED'; message: string } | { code: 'LIST_NAME_TOO_LONG'; message: string };

/** Characters as a player counts them: an emoji is one. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * A list name is trimmed and 1 to 100 characters. Create, Rename and Confirm
 * Import stay disabled while this fails; the value is the name to store.
 */
export function validateListName(name: string): Result<string, ListNameError> {
  const trimmed = name.trim();
  if (trimmed === '') return fail([{ code: 'LIST_NAME_REQUIRED', message: 'List name is required.' }]);
  if (characterCount(trimmed) > LIST_NAME_MAX_LENGTH) {
    return fail([{ code: 'LIST_NAME_TOO_LONG', message: `List name must be at most ${LIST_NAME_MAX_LENGTH} characters.` }]);
  }
  return ok(trimmed);
}
