import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

import type { ArtifactName, BuildArtifacts } from './artifacts.js';
import type { ConvertJob, ConvertReply } from './convert-worker.js';
import type { Converter } from './converter.js';

// The bundle has dist/convert-worker.js beside dist/server.js; the sources (dev, tests) run the
// worker's TypeScript through tsx.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(FROM_SOURCE ? './convert-worker.ts' : './convert-worker.js', import.meta.url);

/** tsx's ESM register API (its CommonJS twin registers a wrong path when called from a worker). */
function resolveTsxApi(): string {
  try {
    return import.meta.resolve('tsx/esm/api');
  } catch {
    const cjs = createRequire(import.meta.url).resolve('tsx/esm/api');
    return pathToFileURL(cjs.replace(/\.cjs$/, '.mjs')).href;
  }
}

/**
 * Node 20 loads a worker's entry before `--import` hooks apply, so from the
 * sources the worker starts as a script that registers tsx, then imports the entry.
 */
function startWorker(job: ConvertJob): Worker {
  if (!FROM_SOURCE) return new Worker(WORKER_URL, { workerData: job });
  const boot = `import(${JSON.stringify(resolveTsxApi())})
    .then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); });`;
  return new Worker(boot, { eval: true, workerData: job, execArgv: ['--conditions=@scrolldex/source'] });
}

/** Structured clone turns Buffers into plain Uint8Arrays; give them their Buffer methods back. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function revive(artifacts: BuildArtifacts): BuildArtifacts {
  const documents = {} as BuildArtifacts['documents'];
  for (const [name, body] of Object.entries(artifacts.documents) as [ArtifactName, BuildArtifacts['documents'][ArtifactName]][]) {
    documents[name] = { etag: body.etag, identity: asBuffer(body.identity), gzip: asBuffer(body.gzip), br: asBuffer(body.br) };
  }
  return { ...artifacts, documents };
}

/** Converts each commit on a new worker thread, which exits when done (its memory goes with it). */
export function createWorkerConverter(): Converter {
  return (repo, commit) =>
    new Promise((resolve, reject) => {
      const worker = startWorker({ repo, commit });
      let settled = false;
      worker.once('message', (reply: ConvertReply) => {
        settled = true;
        if (reply.ok) resolve(revive(reply.artifacts));
        else reject(Object.assign(new Error(`Converting ${commit} failed: ${reply.message}`), { workerStack: reply.stack }));
      });
      worker.once('error', (error) => {
        settled = true;
        reject(error);
      });
      worker.once('exit', (code) => {
        if (!settled) reject(new Error(`The conversion worker for ${commit} exited with code ${code} before answering.`));
      });
    });
}
