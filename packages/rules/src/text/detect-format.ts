// Which tool wrote a list text, from its signature lines.
import type { ListTextFormat } from './import-types.js';
import { APP_LAYOUT_A_HINTS, LISTBOT_MEMBER, LISTBOT_TOTAL_PATTERN, SIGNATURES } from './line-patterns.js';
import type { SourceLine } from './read-lines.js';

export function detectFormat(lines: readonly SourceLine[]): ListTextFormat {
  let signature: (typeof SIGNATURES)[number]['format'] | undefined;
  let layoutA = false;
  let listbotLines = 0;
  for (const { text } of lines) {
    if (!text) continue;
    if (!signature) signature = SIGNATURES.find(({ pattern }) => pattern.test(text))?.format;
    if (!layoutA) layoutA = APP_LAYOUT_A_HINTS.some((pattern) => pattern.test(text));
    if (LISTBOT_MEMBER.test(text) || LISTBOT_TOTAL_PATTERN.test(text)) listbotLines++;
  }
  if (signature === 'app') return layoutA ? 'app-a' : 'app-b';
  if (signature) return signature;
  // Unsigned text: Listbot's member and total lines give it away.
  return listbotLines >= 2 ? 'listbot' : 'unknown';
}
