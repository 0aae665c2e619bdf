import type { GameDataRepo } from '@scrolldex/bsdata/node';

import type { BuildArtifacts } from './artifacts.js';
import { buildArtifacts, type ConvertDataSet } from './build-artifacts.js';

/** Turns one commit of a data repository into servable artifacts. */
export type Converter = (repo: GameDataRepo, commit: string) => Promise<BuildArtifacts>;

/** Converts on the calling thread: for tests and tools; the server uses the worker converter. */
export function createInProcessConverter(convert?: ConvertDataSet): Converter {
  return (repo, commit) => buildArtifacts(repo, commit, convert);
}
