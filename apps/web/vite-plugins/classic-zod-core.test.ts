// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

import { build, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

import { classicZodCore } from './classic-zod-core';

/** A start that checks with zod/mini and a lazy screen that checks with classic zod, around the start's schema. */
const MODULES: Record<string, string> = {
  'virtual:start': `
    import { z } from 'zod/mini';
    export const Stored = z.object({ name: z.string().check(z.maxLength(20)), points: z.optional(z.int()) });
    export const later = () => import('virtual:screen');
  `,
  'virtual:screen': `
    import { z } from 'zod';
    import { Stored } from 'virtual:start';
    const List = z.object({ owner: z.string().email(), unit: Stored });
    export const check = (value) => List.safeParse(value);
  `,
};

/** The fixture's modules live (unwritten) beside this file, so that `zod` resolves from the app's node_modules. */
const fixturePath = (name: string) => join(import.meta.dirname, `${name.replace(':', '-')}.js`);

function fixture(): Plugin {
  const byPath = new Map(Object.entries(MODULES).map(([name, code]) => [fixturePath(name), code]));
  return {
    name: 'fixture',
    enforce: 'pre',
    resolveId: (source) => (source in MODULES ? fixturePath(source) : null),
    load: (id) => byPath.get(id),
  };
}

async function bundle(plugins: Plugin[]): Promise<Rollup.OutputChunk[]> {
  const output = (await build({
    configFile: false,
    root: join(import.meta.dirname, '..'),
    logLevel: 'silent',
    plugins: [fixture(), ...plugins],
    build: { write: false, minify: false, rollupOptions: { input: 'virtual:start', preserveEntrySignatures: 'exports-only' } },
  })) as Rollup.RollupOutput;
  return output.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
}

/** The code the start runs: its entry chunk and every chunk that imports statically. */
function startCode(chunks: Rollup.OutputChunk[]): string {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of byName.get(fileName)!.imports) visit(imported);
  };
  visit(chunks.find((chunk) => chunk.isEntry)!.fileName);
  return [...seen].map((fileName) => byName.get(fileName)!.code).join('\n');
}

let withPlugin: Promise<Rollup.OutputChunk[]> | undefined;
/** The fixture bundled with the plugin, once for the tests that read it: a build is seconds of CPU. */
const bundleWithPlugin = () => (withPlugin ??= bundle([classicZodCore()]));

describe('classicZodCore', () => {
  it("keeps classic zod's string formats out of the start's chunk", async () => {
    const start = startCode(await bundleWithPlugin());
    expect(start).toContain('$ZodString');
    expect(start).not.toContain('$ZodKSUID');
    expect(start).not.toContain('$ZodEmail');
  }, 60_000);

  it('without it, the start carries them (what the plugin is for)', async () => {
    expect(startCode(await bundle([]))).toContain('$ZodKSUID');
  }, 60_000);

  it('lets a classic schema check values through a zod/mini schema inside it', async () => {
    const chunks = await bundleWithPlugin();
    const dir = mkdtempSync(join(tmpdir(), 'classic-zod-core-'));
    for (const chunk of chunks) writeFileSync(join(dir, basename(chunk.fileName)), chunk.code);
    const start = chunks.find((chunk) => chunk.isEntry)!;
    const { later } = (await import(join(dir, basename(start.fileName)))) as {
      later: () => Promise<{ check: (value: unknown) => { success: boolean; error?: { issues: { path: unknown[] }[] } } }>;
    };
    const { check } = await later();
    expect(check({ owner: 'player@example.com', unit: { name: 'Liberators', points: 5 } }).success).toBe(true);
    const refused = check({ owner: 'not an address', unit: { name: 'x'.repeat(21) } });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((issue) => issue.path)).toEqual([['owner'], ['unit', 'name']]);
  }, 60_000);
});
