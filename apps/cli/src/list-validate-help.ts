import { DEFAULT_POINTS_CAP, POINTS_CAP_RANGE, VALIDATOR_MODES } from '@scrolldex/rules';

import { DEFAULT_REF } from './parse-args.js';

export const LIST_VALIDATE_HELP = `Usage: pnpm list-validate [options] [files...]
       scrolldex-list-validate [options] [files...]

Imports army-list texts (an export of the official app, Scrolldex, Sigdex,
New Recruit or Listbot) and validates them against the game data, as the list
builder does. Prints, for each list, its army, points and verdict, every error
and warning, and every line that could not be imported (a warning).

Lists:
  files...              List text files. With none, or with '-', the list is
                        read from standard input.

Game data (converted once per data commit, then read from the cache):
  --data <path or url>  A git repository of BattleScribe data (a local path,
                        bare or with a work tree, or a URL cloned once into
                        .cache/bsdata), or a plain folder of .cat/.gst files.
  --ref <name>          Branch, tag or commit of the repository
                        (default: ${DEFAULT_REF}); not for a plain folder.
  --cache-dir <dir>     Where converted data is kept, by commit and converter
                        version (default: SCROLLDEX_CACHE_DIR when set, else
                        .cache/game-data in the project, else
                        $XDG_CACHE_HOME/scrolldex/game-data or
                        ~/.cache/scrolldex/game-data). A plain folder given
                        to --data is converted on every run.

  Without --data: the GAME_DATA_REPO environment variable (path or URL) when
  set, else ../shared/bsdata/age-of-sigmar-4th.git beside the project when it
  exists, else https://github.com/BSData/age-of-sigmar-4th.git. To update a
  cloned URL, run pnpm data:convert --repo <url> --refresh.

Checking:
  --mode <mode>         Validate every list in this mode instead of its own:
                        ${VALIDATOR_MODES.join(', ')}
                        ('holy-havoc' also works). Default: the list's own
                        mode, else standard.
  --cap <points>        Points cap for every list instead of the one in its
                        title: ${POINTS_CAP_RANGE}. Default: the
                        title's cap (the nearest allowed), else ${DEFAULT_POINTS_CAP}.

Output:
  --json                Print one JSON document instead of the report:
                        { data: { handbook, ref, commit }, lists: [{ file, army,
                        mode, points, cap, state, errors, warnings, unplaced }] }
                        state is valid, warning or error; unplaced lines count
                        as warnings.

  -h, --help            Show this help.

Relative paths are taken from the directory you ran pnpm in. pnpm
list-validate runs the built command (apps/cli/dist/list-validate.js, built
first when its sources changed); a script outside the repository runs that
file, or the scrolldex-list-validate bin of the @scrolldex/cli package.

Exit codes:
  0  no list has errors (warnings allowed)
  1  a list has errors, a file could not be read or imported, or the data
     could not be read
  2  bad arguments

Examples:
  pnpm list-validate my-list.txt other-list.txt
  pbpaste | pnpm list-validate --mode highlander --cap 1000
  pnpm list-validate --data ../shared/bsdata/age-of-sigmar-4th.git --ref battlescroll-2025-12 --json old-list.txt
`;
