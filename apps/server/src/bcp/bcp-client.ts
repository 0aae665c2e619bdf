// The HTTP client of Best Coast Pairings' API: its OAuth token
// endpoint and the player's events and lists, each answer checked against the
// shape we read. Tokens are never logged (docs/decisions.md, "Favourites and unit settings"): a failure is logged
// with the URL's path only, never its query or any header.
import { z } from 'zod';

import type { BcpConfig } from '../env.js';
import { AppError } from '../errors.js';

export const BCP_UNAVAILABLE = 'Best Coast Pairings did not answer as expected. Please try again later.';
export const BCP_TOKEN_MISSING = 'A BCP access token is required: connect to BCP first.';
export const BCP_TOKEN_REJECTED = 'BCP refused the access token. Refresh it or connect to BCP again.';

const UPSTREAM_TIMEOUT_MS = 10_000;

const text = z.string();
const maybeText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
const maybeNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null);

export const BcpEventSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: text,
  city: maybeText,
  country: maybeText,
  eventDate: text,
  eventEndDate: maybeText,
  ownerFirstName: maybeText,
  ownerLastName: maybeText,
  totalPlayers: maybeNumber,
  numTickets: maybeNumber,
});
export const BcpListEntrySchema = z.object({
  armyListText: maybeText,
  user: z.object({ firstName: maybeText, lastName: maybeText }),
});
export type BcpEvent = z.infer<typeof BcpEventSchema>;
export type BcpListEntry = z.infer<typeof BcpListEntrySchema>;

/** A bare array, or one wrapped in `{ data }`. */
const arrayOf = <T extends z.ZodType>(item: T) => z.union([z.array(item), z.object({ data: z.array(item) }).transform((value) => value.data)]);
export const EventsSchema = arrayOf(BcpEventSchema);
export const ListsSchema = arrayOf(BcpListEntrySchema);

/** OAuth token endpoint answer; a refresh may leave out the refresh token (the old one stays valid). */
const TokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  id_token: z.string().min(1),
});
export type BcpTokenRecord = { accessToken: string; refreshToken: string; idToken: string };

type Logger = { warn(fields: object, message: string): void };

export type BcpClient = ReturnType<typeof createBcpClient>;

/** BCP's API for one configuration; `fetch` is replaceable for tests. */
export function createBcpClient(config: BcpConfig, log: Logger, doFetch: typeof fetch = fetch) {
  /** Logs what failed without the query string or any header (tokens). */
  const upstreamFailure = (what: string, url: string, detail: string): AppError => {
    log.warn({ bcp: what, upstream: url.split('?')[0], detail }, 'BCP request failed');
    return new AppError('BCP_UPSTREAM_ERROR', BCP_UNAVAILABLE);
  };

  async function call(what: string, url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
    } catch (error) {
      throw upstreamFailure(what, url, error instanceof Error ? error.name : 'fetch failed');
    }
    const raw = await response.text().catch(() => '');
    let body: unknown = undefined;
    try {
      body = raw === '' ? undefined : JSON.parse(raw);
    } catch {
      if (response.ok) throw upstreamFailure(what, url, `status ${response.status}, not JSON`);
    }
    return { status: response.status, body };
  }

  async function tokenRequest(
    what: string,
    params: Record<string, string>,
    rejected: string,
  ): Promise<Omit<BcpTokenRecord, 'refreshToken'> & { refreshToken: string | undefined }> {
    const form = new URLSearchParams({ ...params, client_id: config.clientId });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    if (config.clientSecret)
      headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString('base64')}`;
    const { status, body } = await call(what, config.tokenUrl, { method: 'POST', headers, body: form.toString() });
    if (status === 400 || status === 401) throw new AppError('UNAUTHORIZED', rejected);
    if (status < 200 || status >= 300) throw upstreamFailure(what, config.tokenUrl, `status ${status}`);
    const parsed = TokenAnswer.safeParse(body);
    if (!parsed.success) throw upstreamFailure(what, config.tokenUrl, 'token answer does not match the schema');
    return { accessToken: parsed.data.access_token, refreshToken: parsed.data.refresh_token, idToken: parsed.data.id_token };
  }

  async function proxy<T>(what: string, path: string, authorization: string | undefined, schema: z.ZodType<T>): Promise<T> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match) throw new AppError('UNAUTHORIZED', BCP_TOKEN_MISSING);
    const url = `${config.apiUrl}${path}`;
    const { status, body } = await call(what, url, { headers: { authorization: `Bearer ${match[1]}`, accept: 'application/json' } });
    if (status === 401 || status === 403) throw new AppError('UNAUTHORIZED', BCP_TOKEN_REJECTED);
    if (status === 404) throw new AppError('NOT_FOUND', 'BCP has no such event.');
    if (status < 200 || status >= 300) throw upstreamFailure(what, url, `status ${status}`);
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw upstreamFailure(what, url, `answer does not match the schema at ${parsed.error.issues[0]?.path.join('.') ?? '?'}`);
    return parsed.data;
  }

  return { config, upstreamFailure, tokenRequest, proxy };
}
