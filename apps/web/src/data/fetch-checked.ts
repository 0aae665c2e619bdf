// The game-data worker's downloads: an answer that is not 2xx, or whose body
// its schema refuses, is an error naming what was wrong.
import { z } from 'zod';

/** Asks the server again (the cache only when it answers 304): for addresses whose content changes. */
export async function fetchOk(url: string, cache: RequestCache = 'no-cache'): Promise<Response> {
  const response = await fetch(url, { cache });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return response;
}

export async function fetchChecked<T>(url: string, schema: z.core.$ZodType<T>, cache?: RequestCache): Promise<T> {
  const parsed = z.safeParse(schema, await fetchOk(url, cache).then((response) => response.json()));
  if (!parsed.success) throw new Error(`The answer of ${url} is not as expected: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}
