import { fail, ok, type Result } from '../shared/result.js';

export type EnhancementChoicesError = { code: 'ENHANCEMENTS_NOT_JSON' | 'ENHANCEMENTS_NOT_A_MAP'; message: string };

/**
 * The unit page's `enhancements` query value: a JSON object of enhancement
 * table name to chosen enhancement. Unreadable text is an error value, never
 * a throw; entries whose choice is not a non-empty string are dropped.
 */
export function parseEnhancementChoices(text: string): Result<Record<string, string>, EnhancementChoicesError> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail([{ code: 'ENHANCEMENTS_NOT_JSON', message: 'The enhancements in the link are not valid JSON.' }]);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return fail([{ code: 'ENHANCEMENTS_NOT_A_MAP', message: 'The enhancements in the link are not a map of table to choice.' }]);
  }
  const choices: Record<string, string> = {};
  for (const [table, choice] of Object.entries(json)) {
    if (typeof choice === 'string' && choice.trim() !== '') choices[table] = choice;
  }
  return ok(choices);
}
