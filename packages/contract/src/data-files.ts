// The game data as the files a screen loads on its own: GET /manifest/files?name={ref} names them, and
// GET /data/{file}?name={ref} serves one. A file is named by its content, so a browser keeps it for good.
import { z } from 'zod/mini';

/** A file's name: its kind and the first 20 hex digits of its content's SHA-256 (`army-0f3c….json`). */
export const DATA_FILE_NAME = /^(index|core|army)-[0-9a-f]{20}\.json$/;

/** GET /data/{file}. */
export const DataFileParamsSchema = z.object({ file: z.string().check(z.regex(DATA_FILE_NAME, 'is not the name of a game data file')) });

/** GET /manifest/files: the address of the ref's index, its shared core and each army's file (it also names the ref and its commit). */
export const DataFilesSchema = z.object({ index: z.string(), core: z.string(), armies: z.record(z.string(), z.string()) });
export type DataFiles = z.infer<typeof DataFilesSchema>;
