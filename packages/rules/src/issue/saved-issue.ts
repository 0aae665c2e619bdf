// How a list keeps the issues of its last verdict: each one's code and what
// its sentence names, never the sentence, which issueText writes when it is
// shown. Lists saved before kept English sentences (on the device and on the
// server); the schema reads those back into codes, so they load as before.
import { z } from 'zod/mini';

import type { Issue, IssueParams, IssueSeverity } from './issue.js';
import { ERROR_MESSAGES, MESSAGES, WARNING_MESSAGES, type IssueCode } from './messages.js';

/** One issue of a list's last verdict; its severity is the field it is kept in (errors or warnings). */
export type SavedIssue = { code: IssueCode; params: IssueParams };

/** The issues of one severity as a list saves them. */
export function savedIssues(issues: readonly Issue[], severity: IssueSeverity): SavedIssue[] {
  return issues.filter((issue) => issue.severity === severity).map(({ code, params }) => ({ code, params }));
}

const isIssueCode = (code: string): code is IssueCode => Object.hasOwn(MESSAGES, code);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type SentencePattern = { code: IssueCode; pattern: RegExp; names: string[] };

/** A message's sentence as a pattern that gives back its params: '{unit} cannot be reinforced.' reads 'Ardboyz cannot be reinforced.'. */
function sentencePattern(code: IssueCode): SentencePattern {
  const names: string[] = [];
  const source = MESSAGES[code]
    .split(/(\{\w+\})/)
    .map((part) => {
      const placeholder = /^\{(\w+)\}$/.exec(part);
      if (!placeholder) return escapeRegExp(part);
      names.push(placeholder[1]!);
      return '(.+?)';
    })
    .join('');
  return { code, pattern: new RegExp(`^${source}$`, 's'), names };
}

let sentences: Record<IssueSeverity, readonly SentencePattern[]> | null = null;

/** Every message's pattern, made at the first sentence read: a phone takes a while to compile them, and most visits read none. */
function sentencePatterns(): Record<IssueSeverity, readonly SentencePattern[]> {
  sentences ??= {
    error: (Object.keys(ERROR_MESSAGES) as IssueCode[]).map(sentencePattern),
    warning: (Object.keys(WARNING_MESSAGES) as IssueCode[]).map(sentencePattern),
  };
  return sentences;
}

/**
 * The issue an older version saved as its sentence (a warning after 'Warning: '), or null when no message of
 * this version reads so (a sentence since reworded): the list's next check writes its verdict afresh.
 */
export function issueFromSentence(sentence: string, severity: IssueSeverity): SavedIssue | null {
  const text = severity === 'warning' ? sentence.replace(/^Warning: /, '') : sentence;
  for (const { code, pattern, names } of sentencePatterns()[severity]) {
    const match = pattern.exec(text);
    if (match) return { code, params: Object.fromEntries(names.map((name, at) => [name, match[at + 1]!])) };
  }
  return null;
}

const SavedIssueInputSchema = z.object({
  code: z.string(),
  params: z._default(z.record(z.string(), z.union([z.string(), z.number()])), {}),
});

/**
 * A list's errors or warnings as saved: { code, params } entries, or the sentences older versions saved, read
 * back into codes. An entry this version cannot read (a code a newer version added, a reworded sentence) is left
 * out rather than failing the whole list; the list's next check writes its verdict afresh.
 */
export function savedIssuesSchema(severity: IssueSeverity) {
  return z.pipe(
    z._default(z.array(z.union([z.string(), SavedIssueInputSchema])), []),
    z.transform((entries): SavedIssue[] =>
      entries.flatMap((entry) => {
        if (typeof entry === 'string') return issueFromSentence(entry, severity) ?? [];
        return isIssueCode(entry.code) ? [{ code: entry.code, params: entry.params }] : [];
      }),
    ),
  );
}
