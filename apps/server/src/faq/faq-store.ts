import { readFile, stat } from 'node:fs/promises';

import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

import { compressBody, jsonBytes, type PrecompressedBody } from '../http/precompressed-body.js';
import { FaqFileSchema, NO_FAQ_NOTE, type FaqResponse } from './faq-schema.js';

export type FaqStore = {
  /** The FAQ answer, read again whenever the file changes. */
  get(): Promise<PrecompressedBody>;
};

/** A readable account of why a FAQ file is unusable, naming the field. */
export function describeFaqProblem(path: string, error: unknown): string {
  if (error instanceof z.ZodError) {
    const issue = error.issues[0]!;
    const at = issue.path
      .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
      .join('')
      .replace(/^\./, '');
    return `The FAQ file ${path} does not match the FAQ schema at ${at || 'the top level'}: ${issue.message}.`;
  }
  if (error instanceof SyntaxError) return `The FAQ file ${path} is not valid JSON: ${error.message}.`;
  return `The FAQ file ${path} cannot be read: ${error instanceof Error ? error.message : String(error)}.`;
}

export function parseFaqFile(text: string): FaqResponse {
  const file = FaqFileSchema.parse(JSON.parse(text));
  return { note: file.note ?? null, updated: file.updated ?? null, sections: file.sections };
}

const EMPTY: FaqResponse = { note: NO_FAQ_NOTE, updated: null, sections: [] };

/**
 * Serves the FAQ file named by FAQ_PATH (or an empty FAQ with a note when there
 * is none). The file is checked at start, so a broken one stops the server
 * with a message; edits later are picked up, and a broken edit keeps the last
 * good FAQ and is logged.
 */
export async function createFaqStore(path: string | null, logger: FastifyBaseLogger): Promise<FaqStore> {
  if (path === null) {
    const empty = await compressBody(jsonBytes(EMPTY));
    return { get: async () => empty };
  }
  const load = async () => compressBody(jsonBytes(parseFaqFile(await readFile(path, 'utf8'))));
  // A change of modification time or size means an edit (times alone can be coarse on some file systems).
  const versionOf = async () => {
    const info = await stat(path);
    return `${info.mtimeMs}:${info.size}`;
  };
  const fail = (error: unknown) => Promise.reject(new Error(describeFaqProblem(path, error)));
  let version = await versionOf().catch(fail);
  let current = await load().catch(fail);
  return {
    async get() {
      const latest = await versionOf().catch(() => version);
      if (latest !== version) {
        version = latest;
        try {
          current = await load();
          logger.info({ path }, 'FAQ reloaded');
        } catch (error) {
          logger.error({ path, problem: describeFaqProblem(path, error) }, 'FAQ file changed but is unusable; serving the previous FAQ');
        }
      }
      return current;
    },
  };
}
