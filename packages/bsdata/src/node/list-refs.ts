import { GitError } from './git-error.js';
import type { GameDataRepo } from './game-data-repo.js';
import { runGit } from './run-git.js';

export type GitRef = {
  kind: 'branch' | 'tag';
  /** Short name: 'main', 'battlescroll-2026-06'. */
  name: string;
  /** The commit the ref points at (annotated tags peeled). */
  commit: string;
  /** Tags only: the annotation message, or the commit's subject for a lightweight tag. */
  description: string | null;
};

// One record per ref, fields split by NUL so that messages may hold any text.
const FIELDS = ['%(refname)', '%(objecttype)', '%(objectname)', '%(*objecttype)', '%(*objectname)', '%(contents:subject)', '%(contents:body)'];
const FORMAT = FIELDS.map((field) => `${field}%00`).join('');

type RefRecord = { refname: string; type: string; object: string; peeledType: string; peeled: string; subject: string; body: string };

function parseRecords(output: string): RefRecord[] {
  const parts = output.split('\0');
  const records: RefRecord[] = [];
  // Each record ends with a NUL and git adds a newline after it, which starts the next record's first field.
  for (let i = 0; i + FIELDS.length <= parts.length; i += FIELDS.length) {
    const [refname, type, object, peeledType, peeled, subject, body] = parts.slice(i, i + FIELDS.length) as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    records.push({ refname: refname.replace(/^\n/, ''), type, object, peeledType, peeled, subject, body });
  }
  return records;
}

function toGitRef(record: RefRecord): GitRef | null {
  const isTag = record.refname.startsWith('refs/tags/');
  const name = record.refname.replace(/^refs\/(heads|tags)\//, '');
  if (record.type === 'commit') {
    return { kind: isTag ? 'tag' : 'branch', name, commit: record.object, description: isTag ? record.subject : null };
  }
  // Annotated tag: the message is the tag's own; only tags of commits can hold data.
  if (record.type === 'tag' && record.peeledType === 'commit') {
    const message = [record.subject, record.body.trim()].filter(Boolean).join('\n\n');
    return { kind: 'tag', name, commit: record.peeled, description: message };
  }
  return null;
}

/** Branches and tags of the repo, branches first, each group sorted by name. */
export async function listRefs(repo: GameDataRepo): Promise<GitRef[]> {
  const output = (await runGit(['for-each-ref', `--format=${FORMAT}`, 'refs/heads', 'refs/tags'], { gitDir: repo.gitDir })).toString('utf8');
  const records = parseRecords(output);
  if (records.length * FIELDS.length + 1 !== output.split('\0').length) {
    throw new GitError('GIT_OUTPUT_UNREADABLE', 'git for-each-ref printed an unexpected number of fields');
  }
  const refs = records.map(toGitRef).filter((ref): ref is GitRef => ref !== null);
  return refs.sort((a, b) => (a.kind === b.kind ? (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) : a.kind === 'branch' ? -1 : 1));
}
