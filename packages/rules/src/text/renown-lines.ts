// Lines of a 'Regiments of Renown' section: a bundle line with points, then
// one line per member without points (or '(0)'), members' bullets below them.
// A line with points starts the next bundle.
import type { Unit } from '../model/index.js';
import { nameKey } from '../shared/name-key.js';
import { applyOption } from './apply-option.js';
import type { ListDraft, RenownBundle } from './list-draft.js';
import { keyedBy, matchKey } from './name-match.js';
import type { SourceLine } from './read-lines.js';
import { dataSpelling } from './resolve-unit.js';

export type RenownLine = { name: string; points: number | null; bullet?: string };

function memberOf(bundle: RenownBundle | null, name: string): { unit: Unit; approximate: boolean } | undefined {
  if (bundle === null || bundle === 'rejected') return undefined;
  const units = keyedBy(
    bundle.regiment.units.map(({ unit }) => unit),
    (unit) => [nameKey(unit.name)],
  );
  const found = matchKey(nameKey(dataSpelling(name)), units);
  return found && { unit: found.value, approximate: found.approximate };
}

function addMember(draft: ListDraft, line: SourceLine, name: string, member: { unit: Unit; approximate: boolean }): void {
  if (member.approximate) draft.noteApproximate(line, name, member.unit.name);
  draft.addRenownMember(line, member.unit, name);
}

export function readRenownLine(draft: ListDraft, line: SourceLine, parsed: RenownLine): void {
  const bundle = draft.bundle;
  if (parsed.bullet !== undefined) {
    const target = draft.target;
    if (target && target !== 'rejected') {
      const result = applyOption(target, parsed.bullet, draft.index);
      if (result.ok) {
        if (result.approximate) draft.noteApproximate(line, parsed.bullet, result.approximate);
        return;
      }
      const member = memberOf(bundle, parsed.name);
      if (member) return addMember(draft, line, parsed.name, member);
      return draft.reject(line, result.code, result.reason);
    }
    // Members written as bullets: '- Freeguild Fusiliers'.
    const member = memberOf(bundle, parsed.name);
    if (member) return addMember(draft, line, parsed.name, member);
    draft.applyBullet(line, parsed.bullet);
    return;
  }
  const { name, points } = parsed;
  const memberLike = points === null || points === 0;
  if (bundle !== null && memberLike) {
    if (bundle === 'rejected') return draft.addRenownMember(line, undefined, name);
    const member = memberOf(bundle, name);
    if (member) return addMember(draft, line, name, member);
  }
  const regiment = matchKey(nameKey(name), draft.index.lookup.regimentsOfRenown);
  if (regiment) {
    if (regiment.approximate) draft.noteApproximate(line, name, regiment.value.name);
    return draft.openRenown(line, regiment.value, name);
  }
  if (bundle !== null && memberLike) return draft.addRenownMember(line, undefined, name);
  draft.openRenown(line, undefined, name);
}
