import { DEFAULT_OUT, DEFAULT_REF } from './parse-args.js';

export const HELP_TEXT = `Usage: pnpm data:convert [options]

Converts the BattleScribe Age of Sigmar data (.gst and .cat files) into
Scrolldex game data JSON and prints a summary of what was converted.

Where the data comes from (choose one, or neither):
  --repo <path or url>  A git repository: a local path (bare or with a work
                        tree, read in place) or a URL (https://, git@, file://)
                        that is cloned once into the cache.
  --ref <name>          Branch, tag or commit to read from the repository
                        (default: ${DEFAULT_REF}).
  --dir <folder>        A plain folder of .cat/.gst files instead of a repo.

  With neither --repo nor --dir: the GAME_DATA_REPO environment variable
  (path or URL) when set, else ../shared/bsdata/age-of-sigmar-4th.git beside
  the project when it exists, else https://github.com/BSData/age-of-sigmar-4th.git.

Output:
  --out <file>          Where to write the JSON (default: ${DEFAULT_OUT});
                        missing folders are created.
  --all-warnings        List every conversion warning, not only the first 50.

Cloned repositories:
  --cache <folder>      Where URLs are cloned (default: .cache/bsdata in the
                        project).
  --refresh             Fetch the cached clone's branches and tags before
                        reading. Local repositories are never fetched.

  -h, --help            Show this help.

Relative paths are taken from the directory you ran pnpm in.

Exit codes: 0 converted, 1 the data could not be read (missing repo, ref or
folder; unreadable XML), 2 bad arguments.

Examples:
  pnpm data:convert --repo ../shared/bsdata/age-of-sigmar-4th.git --ref battlescroll-2025-12 --out data/2025-12.json
  pnpm data:convert --dir ../shared/bsdata/age-of-sigmar-4th
  GAME_DATA_REPO=https://github.com/BSData/age-of-sigmar-4th.git pnpm data:convert --refresh
`;
