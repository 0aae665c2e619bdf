import type { Handbook } from '@scrolldex/rules';

import type { PrecompressedBody } from '../http/precompressed-body.js';
import { RULE_DOCUMENT_NAMES } from '../rules-documents/rule-document-names.js';

/** The files one conversion produces: the army data and the three rule documents. */
export const ARTIFACT_NAMES = ['game-data.json', ...RULE_DOCUMENT_NAMES] as const;
export type ArtifactName = (typeof ARTIFACT_NAMES)[number];

/** A conversion's output, every body in memory and compressed. */
export type BuildArtifacts = {
  commit: string;
  handbook: Handbook;
  warningCount: number;
  convertMs: number;
  documents: Record<ArtifactName, PrecompressedBody & { identity: Buffer }>;
};

/** A build ready to serve; the army data's uncompressed bytes stay on disk, as few clients want them. */
export type LoadedBuild = {
  commit: string;
  handbook: Handbook;
  documents: Record<ArtifactName, PrecompressedBody>;
};
