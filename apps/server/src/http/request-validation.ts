// zod for every body, path parameter, query and header a route declares:
// routes put zod schemas in `schema: { body, params, querystring, headers }`
// and this compiler runs them. A failure answers 400 with a sentence naming
// the field; the parsed value (defaults, coercions) replaces the raw one.
import type { FastifySchemaCompiler } from 'fastify';
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
