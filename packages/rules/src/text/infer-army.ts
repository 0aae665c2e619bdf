// When no line names the army: the army the list's title names, else the one
// army that owns the battle formation the army block names, else the army
// most of the named units belong to. The import says which it was.
import type { GameData } from '../model/index.js';
import { foldText } from '../shared/fold-text.js';
import { nameKey } from '../shared/name-key.js';
import { armyOfLine, looksLikeArmyLine, type ArmyHit, type Title } from './find-army.js';
import type { DataIndex } from './import-index.js';
import { MAX_LINE_LENGTH } from './input-limits.js';
import { BULLET_PREFIX, LISTBOT_MEMBER } from './line-patterns.js';
import { headingOf, isFooter, labelOf, splitCost, splitNote, unitLine } from './line-parts.js';
import type { SourceLine } from './read-lines.js';
import { dataSpelling } from './resolve-unit.js';

type Owners = {
  /** Army names as words ('lumineth realm lords'), longest first; an army of renown also by its renown's own name. */
  titlePhrases: readonly { phrase: string; army: string }[];
  /** Battle formation key -> the armies that have it. */
  formations: ReadonlyMap<string, readonly string[]>;
  /** Unit key -> the armies (not armies of renown) that field it. */
  units: ReadonlyMap<string, readonly string[]>;
};

/** Lower-case words separated by single spaces, so a name is found in a title only as whole words. */
function wordsOf(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const baseArmyOf = (army: string) => army.split(' - ')[0]!;

function addOwner(map: Map<string, string[]>, key: string, army: string): void {
  const owners = map.get(key);
  if (!owners) map.set(key, [army]);
  else if (!owners.includes(army)) owners.push(army);
}

// Keyed by the GameData object, like the other importer indexes (import-index.ts): built on the first inference, dropped with the data.
const ownerIndexes = new WeakMap<GameData, Owners>();

function ownersOf(data: GameData): Owners {
  let owners = ownerIndexes.get(data);
  if (owners) return owners;
  const titlePhrases: { phrase: string; army: string }[] = [];
  const formations = new Map<string, string[]>();
  const units = new Map<string, string[]>();
  for (const [name, army] of Object.entries(data.armies)) {
    titlePhrases.push({ phrase: wordsOf(name), army: name });
    const renown = name.split(' - ')[1];
    if (renown) titlePhrases.push({ phrase: wordsOf(renown), army: name });
    for (const formation of army.battleFormations) addOwner(formations, nameKey(formation.name), name);
    if (!renown) for (const unit of army.units) addOwner(units, nameKey(unit.name), name);
  }
  titlePhrases.sort((a, b) => b.phrase.length - a.phrase.length);
  owners = { titlePhrases, formations, units };
  ownerIndexes.set(data, owners);
  return owners;
}

/** The army a title names: the whole name as an army line, else the longest army name in it as whole words, unless two armies tie. */
function armyInTitle(title: Title, index: DataIndex): Pick<ArmyHit, 'army' | 'rest'> | undefined {
  const line = armyOfLine(title.name, index);
  if (line) return line;
  const words = ` ${wordsOf(title.name)} `;
  const found = ownersOf(index.data).titlePhrases.filter(({ phrase }) => phrase && words.includes(` ${phrase} `));
  const longest = found.filter(({ phrase }) => phrase.length === found[0]?.phrase.length);
  const armies = new Set(longest.map(({ army }) => army));
  return armies.size === 1 ? { army: longest[0]!.army, rest: null } : undefined;
}

/** The one army a formation's owners come to: the base army when it is among them, else a single army of renown. */
function singleOwner(owners: readonly string[] | undefined): string | undefined {
  if (!owners || owners.length === 0) return undefined;
  const bases = new Set(owners.map(baseArmyOf));
  if (bases.size !== 1) return undefined;
  const [base] = bases;
  if (owners.includes(base!)) return base;
  return owners.length === 1 ? owners[0] : undefined;
}

/** The lines of the army block: after the title (or from the top) to the first heading, bullet or footer. */
function* armyBlock(lines: readonly SourceLine[], title: Title | undefined): Generator<SourceLine> {
  for (let at = title ? title.at + 1 : 0; at < lines.length; at++) {
    const line = lines[at]!;
    if (!line.text || line.text.length > MAX_LINE_LENGTH) continue;
    if (headingOf(line.text) || isFooter(line.text) || BULLET_PREFIX.test(line.text)) return;
    yield line;
  }
}

/** The formation a line of the army block names ('Hailstorm Battalion (40 Points)', 'Battle Formation: X'), with the armies that have it. */
function formationOf(line: SourceLine, index: DataIndex): { name: string; owners: readonly string[] } | undefined {
  const label = labelOf(line.text);
  const printed = splitCost(label?.kind === 'formation' ? label.value : line.text).name;
  const { formations } = ownersOf(index.data);
  for (const name of [printed, splitNote(printed)?.name]) {
    const owners = name === undefined ? undefined : formations.get(nameKey(splitCost(name).name));
    if (owners) return { name: splitCost(name!).name, owners };
  }
  return undefined;
}

/** The army most unit lines belong to, by their exact names, when one army has more than any other. */
function unitsOwner(lines: readonly SourceLine[], index: DataIndex): { army: string; count: number; total: number } | undefined {
  const { units } = ownersOf(index.data);
  const votes = new Map<string, number>();
  let total = 0;
  for (const { text } of lines) {
    if (!text || text.length > MAX_LINE_LENGTH || isFooter(text) || headingOf(text) || labelOf(text)) continue;
    const member = LISTBOT_MEMBER.exec(text);
    if (!member && BULLET_PREFIX.test(text)) continue;
    const owners = units.get(nameKey(dataSpelling(unitLine(member ? member[2]! : text).name)));
    if (!owners) continue;
    total++;
    for (const army of owners) votes.set(army, (votes.get(army) ?? 0) + 1);
  }
  const ranked = [...votes].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || (second && second[1] === first[1])) return undefined;
  return { army: first[0], count: first[1], total };
}

/**
 * The army of a text whose army block has no army line, and how it was found;
 * undefined when nothing points to one. A block with a line meant to name the
 * army ('Faction: X', 'A | B', or a first line that is no battle formation)
 * infers nothing, so the error can name that line.
 */
export function inferArmy(lines: readonly SourceLine[], title: Title | undefined, index: DataIndex): ArmyHit | undefined {
  const block = [...armyBlock(lines, title)];
  if (block.some((line) => looksLikeArmyLine(line.text))) return undefined;
  const titled = title ? armyInTitle(title, index) : undefined;
  if (titled && title) {
    const message =
      nameKey(title.name) === nameKey(titled.army)
        ? `Army inferred from the title: ${titled.army}`
        : `Army inferred from the title: ${title.name} → ${titled.army}`;
    return { at: title.at, ...titled, inferred: { from: 'title', army: titled.army, line: lines[title.at]!.number, message } };
  }
  // Where the army line would be: the block's first line without a label (other than 'Battle Formation:').
  const first = block.find((line) => {
    const label = labelOf(line.text);
    return !label || label.kind === 'formation';
  });
  const formation = first && formationOf(first, index);
  if (first && !formation) return undefined;
  const army = singleOwner(formation?.owners);
  if (formation && army) {
    const message = `Army inferred from the battle formation: ${formation.name} → ${army}`;
    return { at: -1, army, rest: null, inferred: { from: 'formation', army, line: first.number, message } };
  }
  const owner = unitsOwner(lines, index);
  if (!owner) return undefined;
  const message = `Army inferred from the units: ${owner.count} of ${owner.total} are ${owner.army} units`;
  return { at: -1, army: owner.army, rest: null, inferred: { from: 'units', army: owner.army, line: null, message } };
}
