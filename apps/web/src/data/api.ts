// Plain (unauthenticated) calls to our server: the address, and JSON checked
// against its schema so a bad answer is a clear error, never a wrong screen.
import type { RefQuery } from '@scrolldex/contract';
import { z } from 'zod/mini';

/** Same origin when the server serves the app; VITE_API_URL for a split deployment. */
export const API_BASE: string = (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '';

export function apiUrl(path: string): string {
  return `${API_BASE}${path}`;
}

/** `name={ref}`: the query by which GET /blob, /manifest/files, /data/{file} and /rules/{document} name the data's branch or tag. */
export function refQuery(ref: string): string {
  return new URLSearchParams({ name: ref } satisfies RefQuery).toString();
}

export class HttpError extends Error {
  readonly code = 'HTTP_ERROR';
  constructor(readonly status: number) {
    super(`HTTP error! status: ${status}`);
  }
}

export async function fetchJson<T>(path: string, schema: z.core.$ZodType<T>, init: RequestInit = {}): Promise<T> {
  const response = await fetch(apiUrl(path), { cache: 'no-cache', ...init });
  if (!response.ok) throw new HttpError(response.status);
  const parsed = z.safeParse(schema, await response.json());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`The server's answer to ${path} is not as expected${issue ? ` (${issue.path.join('.') || 'body'}: ${issue.message})` : ''}.`);
  }
  return parsed.data;
}
