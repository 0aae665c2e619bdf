// Worker-thread entry: converts one commit and posts the artifacts back, so the
// seconds of conversion never block the server's event loop.
import { parentPort, workerData } from 'node:worker_threads';

import type { GameDataRepo } from '@scrolldex/bsdata/node';

import { buildArtifacts } from './build-artifacts.js';

export type ConvertJob = { repo: GameDataRepo; commit: string };
export type ConvertReply = { ok: true; artifacts: Awaited<ReturnType<typeof buildArtifacts>> } | { ok: false; message: string; stack: string | undefined };

const job = workerData as ConvertJob;
let reply: ConvertReply;
try {
  reply = { ok: true, artifacts: await buildArtifacts(job.repo, job.commit) };
} catch (error) {
  const failure = error instanceof Error ? error : new Error(String(error));
  reply = { ok: false, message: failure.message, stack: failure.stack };
}
parentPort!.postMessage(reply);
