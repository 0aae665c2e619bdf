// zod for every body, path parameter, query and header a route declares:
// routes put zod schemas in `schema: { body, params, querystring, headers }`
// and this compiler runs them. A failure answers 400 with a sentence naming
// the field; the parsed value (defaults, coercions) replaces the raw one.
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

import { AppError } from '../errors.js';

type HttpPart = 'body' | 'querystring' | 'params' | 'headers';

const LABELS: Record<HttpPart, string> = {
  body: 'Body field',
  querystring: 'Query parameter',
  params: 'Path parameter',
  headers: 'Header',
};

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '');
}

const NUL = '\u0000';

/** An object of fields: what JSON, the query parser and the router make, not a raw body (the Stripe webhook's Buffer). */
const isFieldObject = (value: unknown): value is object => value !== null && typeof value === 'object' && !ArrayBuffer.isView(value);

/**
 * The path of the first string holding a NUL character (U+0000) in a request part, an object key included, or null.
 * PostgreSQL cannot store NUL in text (it answers an error, which was a 500), and no field of ours means one. Walked
 * with a stack, not recursion: a body may nest as deep as its size allows. Only what JSON and the query parser make is
 * walked: a raw body (the Stripe webhook's Buffer) is left to its route.
 */
export function findNulCharacter(data: unknown): PropertyKey[] | null {
  // Each step knows its parent, not its whole path: copying paths would cost the square of the depth.
  type Step = { value: unknown; key: PropertyKey | null; parent: Step | null };
  const pathOf = (step: Step | null, last?: PropertyKey): PropertyKey[] => {
    const path = last === undefined ? [] : [last];
    for (let at = step; at !== null && at.key !== null; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const pending: Step[] = [{ value: data, key: null, parent: null }];
  for (let step = pending.pop(); step !== undefined; step = pending.pop()) {
    const { value } = step;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return pathOf(step);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) pending.push({ value: value[index], key: index, parent: step });
    } else if (isFieldObject(value)) {
      const entries = Object.entries(value);
      for (const [key] of entries) if (key.includes(NUL)) return pathOf(step, key);
      for (let index = entries.length - 1; index >= 0; index--) pending.push({ value: entries[index]![1], key: entries[index]![0], parent: step });
    }
  }
  return null;
}

/** Keys of a field's path a message shows: a body nested thousands deep gets a sentence, not a page. */
const MAX_SHOWN_KEYS = 16;

/** The sentence refusing a NUL character, naming where it is (a NUL in a key shows as \0). */
export function nulCharacterMessage(part: HttpPart, path: readonly PropertyKey[]): string {
  const shown = path.slice(0, MAX_SHOWN_KEYS).map((key) => (typeof key === 'string' ? key.replaceAll(NUL, '\\0') : key));
  const field = `${formatPath(shown)}${path.length > MAX_SHOWN_KEYS ? '...' : ''}`;
  // Only a body can be a string itself; the other parts are objects.
  if (path.length === 0) return 'The request body must not contain a NUL character (\\u0000).';
  return `${LABELS[part]} '${field}' must not contain a NUL character (\\u0000).`;
}

/**
 * JSON can carry a NUL character only as the escape \u0000 (a raw one is not JSON), so a body whose text lacks it
 * holds none: the walk of findNulCharacter, as long as a parse and more on a 2 MiB sync, is spared. Marked by the
 * JSON parser (installNulRefusal), which sees the text.
 */
const mayHoldNul = new WeakSet<FastifyRequest>();

/**
 * A NUL character in any string of the body, the path parameters or the query answers 400 naming the field, before
 * a route's schema or a database sees it: for every route of `app` (call it on the root, before
 * the routes). Fastify's own JSON parser still parses (its guards against prototype poisoning included).
 */
export function installNulRefusal(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).includes('\\u0000')) mayHoldNul.add(request);
    parseJson(request, body as string, done);
  });
  app.addHook('preValidation', async (request) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      // A body parsed from JSON is walked only when its text had the escape; another body (plain text) always.
      ['body', typeof request.body === 'object' && !mayHoldNul.has(request) ? undefined : request.body],
    ] as const;
    for (const [part, data] of parts) {
      const path = findNulCharacter(data);
      if (path !== null) throw new AppError('INVALID_REQUEST', nulCharacterMessage(part, path));
    }
  });
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const quoteAll = (values: readonly unknown[]) => values.map((value) => `'${String(value)}'`).join(', ');
const count = (n: number | bigint, noun: string) => `${n} ${noun}${n === 1 || n === 1n ? '' : 's'}`;

/** What is wrong, as the end of a sentence starting with the field ("... must be a string"). */
function describeIssue(issue: z.core.$ZodIssue, missing: boolean): string {
  switch (issue.code) {
    case 'invalid_type':
      return missing ? 'is required' : `must be ${issue.expected === 'array' || issue.expected === 'object' ? 'an' : 'a'} ${issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? 'must not be empty' : `must be at least ${count(issue.minimum, 'character')} long`;
      if (issue.origin === 'array' || issue.origin === 'set') return `must have at least ${count(issue.minimum, 'item')}`;
      return `must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${count(issue.maximum, 'character')} long`;
      if (issue.origin === 'array' || issue.origin === 'set') return `must have at most ${count(issue.maximum, 'item')}`;
      return `must be at most ${issue.maximum}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${quoteAll(issue.values)}` : `must be one of ${quoteAll(issue.values)}`;
    case 'invalid_format':
      // A pattern is no named format: its schema words the rule ('must be a BCP event id ...'), or a neutral sentence.
      if (issue.format === 'regex') return issue.message.startsWith('Invalid') ? 'does not have the expected form' : issue.message;
      return `must be a valid ${issue.format}`;
    case 'custom':
      // Custom refinements word their message as the end of this sentence.
      return issue.message;
    default:
      return `is invalid (${issue.message})`;
  }
}

/** One sentence for the first issue of a request part, naming the field. */
export function formatRequestIssue(issue: z.core.$ZodIssue, part: HttpPart, data: unknown): string {
  if (issue.code === 'unrecognized_keys') {
    const names = issue.keys.map((key) => `'${formatPath([...issue.path, key])}'`).join(', ');
    return `${LABELS[part]}${issue.keys.length > 1 ? 's' : ''} ${names} ${issue.keys.length > 1 ? 'are' : 'is'} not allowed.`;
  }
  const missing = valueAt(data, issue.path) === undefined || (issue.path.length === 0 && data === null);
  if (issue.path.length === 0) {
    if (part === 'body') return missing ? 'The request body is required.' : `The request body ${describeIssue(issue, false)}.`;
    return `The request ${LABELS[part].toLowerCase()}s are invalid: ${describeIssue(issue, missing)}.`;
  }
  return `${LABELS[part]} '${formatPath(issue.path)}' ${describeIssue(issue, missing)}.`;
}

/**
 * Checks the records of one body array a few at a time, yielding to the event
 * loop between chunks, so a large body never holds it for long; the first
 * failure answers 400 naming the field, as the route schema would.
 */
export async function parseRecordsInChunks<T>(body: unknown, field: string, records: readonly unknown[], schema: z.ZodType<T>, chunkSize = 25): Promise<T[]> {
  const parsed: T[] = [];
  for (let start = 0; start < records.length; start += chunkSize) {
    if (start > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    for (let index = start; index < Math.min(records.length, start + chunkSize); index++) {
      const result = schema.safeParse(records[index]);
      if (!result.success) {
        const issue = result.error.issues[0]!;
        throw new AppError('INVALID_REQUEST', formatRequestIssue({ ...issue, path: [field, index, ...issue.path] }, 'body', body));
      }
      parsed.push(result.data);
    }
  }
  return parsed;
}

function isZodSchema(schema: unknown): schema is z.ZodType {
  return typeof (schema as { safeParse?: unknown } | null)?.safeParse === 'function';
}

export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, method, url }) => {
  if (!isZodSchema(schema)) throw new Error(`Route ${method} ${url}: the ${httpPart ?? 'request'} schema must be a zod schema.`);
  const part = (httpPart ?? 'body') as HttpPart;
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new AppError('INVALID_REQUEST', formatRequestIssue(result.error.issues[0]!, part, data)) };
  };
};
