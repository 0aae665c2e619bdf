import type { GameDataRepo } from '@scrolldex/bsdata/node';

import type { BuildArtifacts } from './artifacts.js';

/** Turns one commit of a data repository into servable artifacts. */
export type Converter = (repo: GameDataRepo, commit: string) => Promise<BuildArtifacts>;
