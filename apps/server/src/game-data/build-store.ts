// Converted builds on disk, one folder per commit and build key, indexed by
// the game_data_builds table. A folder counts only once its row exists; a row
// whose files are gone counts as missing.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { HandbookSchema } from '@scrolldex/rules';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';

import type { AppDatabase } from '../db/open-database.js';
import { gameDataBuilds } from '../db/schema.js';
import type { PrecompressedBody } from '../http/precompressed-body.js';
import { ARTIFACT_NAMES, type ArtifactName, type BuildArtifacts, type LoadedBuild } from './artifacts.js';

const MANIFEST_FILE = 'build.json';

const BuildManifestSchema = z.object({
  commit: z.string(),
  buildKey: z.string(),
  handbook: HandbookSchema,
  etags: z.record(z.string(), z.string()),
});

export type BuildStore = {
  load(commit: string): Promise<LoadedBuild | null>;
  save(artifacts: BuildArtifacts): Promise<LoadedBuild>;
  /** Deletes builds made by other converters (other build keys), rows and folders. */
  prune(): Promise<number>;
};

export type BuildStoreOptions = { db: AppDatabase; buildsDir: string; buildKey: string; now?: () => Date };

export function createBuildStore({ db, buildsDir, buildKey, now = () => new Date() }: BuildStoreOptions): BuildStore {
  const folderOf = (commit: string) => join(buildsDir, `${commit}.${buildKey}`);

  async function readFolder(commit: string): Promise<LoadedBuild> {
    const folder = folderOf(commit);
    const manifest = BuildManifestSchema.parse(JSON.parse(await readFile(join(folder, MANIFEST_FILE), 'utf8')));
    const documents = {} as Record<ArtifactName, PrecompressedBody>;
    for (const name of ARTIFACT_NAMES) {
      const path = join(folder, name);
      const etag = manifest.etags[name];
      if (!etag) throw new Error(`${MANIFEST_FILE} of ${commit} has no ETag for ${name}`);
      const [gzip, br] = await Promise.all([readFile(`${path}.gz`), readFile(`${path}.br`)]);
      const identity = name === 'game-data.json' ? { path, size: (await stat(path)).size } : await readFile(path);
      documents[name] = { etag, identity, gzip, br };
    }
    return { commit, handbook: manifest.handbook, documents };
  }

  return {
    async load(commit) {
      const where = and(eq(gameDataBuilds.commit, commit), eq(gameDataBuilds.buildKey, buildKey));
      const row = db.select({ commit: gameDataBuilds.commit }).from(gameDataBuilds).where(where).get();
      if (!row) return null;
      try {
        const build = await readFolder(commit);
        db.update(gameDataBuilds).set({ lastServedAt: now() }).where(where).run();
        return build;
      } catch {
        // Files deleted or damaged by hand: forget the row and convert again.
        db.delete(gameDataBuilds).where(where).run();
        return null;
      }
    },

    async save(artifacts) {
      const folder = folderOf(artifacts.commit);
      // Written beside the final folder and renamed, so a crash never leaves a half build that looks whole.
      const partial = `${folder}.partial-${randomBytes(4).toString('hex')}`;
      await mkdir(partial, { recursive: true });
      const etags: Record<string, string> = {};
      for (const name of ARTIFACT_NAMES) {
        const body = artifacts.documents[name];
        etags[name] = body.etag;
        const path = join(partial, name);
        await Promise.all([writeFile(path, body.identity), writeFile(`${path}.gz`, body.gzip), writeFile(`${path}.br`, body.br)]);
      }
      const manifest = { commit: artifacts.commit, buildKey, handbook: artifacts.handbook, etags };
      await writeFile(join(partial, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
      await rm(folder, { recursive: true, force: true });
      await rename(partial, folder);

      const gameData = artifacts.documents['game-data.json'];
      const row = {
        commit: artifacts.commit,
        buildKey,
        handbookName: artifacts.handbook.name,
        handbookSeason: artifacts.handbook.season,
        etag: gameData.etag,
        jsonBytes: gameData.identity.length,
        gzipBytes: gameData.gzip.length,
        brotliBytes: gameData.br.length,
        warningCount: artifacts.warningCount,
        convertMs: artifacts.convertMs,
        createdAt: now(),
        lastServedAt: now(),
      };
      db.insert(gameDataBuilds)
        .values(row)
        .onConflictDoUpdate({ target: [gameDataBuilds.commit, gameDataBuilds.buildKey], set: row })
        .run();

      const documents = { ...artifacts.documents } as Record<ArtifactName, PrecompressedBody>;
      documents['game-data.json'] = { ...gameData, identity: { path: join(folder, 'game-data.json'), size: gameData.identity.length } };
      return { commit: artifacts.commit, handbook: artifacts.handbook, documents };
    },

    async prune() {
      const stale = db
        .select({ commit: gameDataBuilds.commit, buildKey: gameDataBuilds.buildKey })
        .from(gameDataBuilds)
        .where(ne(gameDataBuilds.buildKey, buildKey))
        .all();
      db.delete(gameDataBuilds).where(ne(gameDataBuilds.buildKey, buildKey)).run();
      if (!existsSync(buildsDir)) return stale.length;
      // Folders of other keys, and partial writes an earlier process left behind.
      for (const name of await readdir(buildsDir)) {
        if (!name.endsWith(`.${buildKey}`)) await rm(join(buildsDir, name), { recursive: true, force: true });
      }
      return stale.length;
    },
  };
}
