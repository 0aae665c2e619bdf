// Fixes that take units out, un-reinforce them or move them between regiments.
import { unitRefs, type UnitRef } from '../builder/unit-ref.js';
import type { ArmyList } from '../list/army-list.js';
import { GENERALS_REGIMENT_TITLE, regimentTitles } from '../list/regiment-titles.js';
import { nameKey } from '../shared/name-key.js';
import type { FixCandidate, FixContext } from './fix.js';

function placeName(list: ArmyList, ref: UnitRef): string {
  if (ref.kind === 'auxiliary') return 'the auxiliary units';
  if (ref.kind === 'renown') return list.regimentOfRenown ?? 'the regiment of renown';
  return regimentTitles(list.regiments)[ref.regiment]!;
}

/** Over the cap: take out any regiment unit or auxiliary, or un-reinforce a reinforced one. */
export function pointsFixes({ list }: FixContext): FixCandidate[] {
  return unitRefs(list).flatMap(({ ref, unit }): FixCandidate[] => {
    if (ref.kind === 'renown' || ref.kind === 'leader') return [];
    const remove = { label: `Remove ${unit.name} from ${placeName(list, ref)}`, apply: { op: 'removeUnit', unit: ref } } as const;
    if (!unit.reinforced) return [remove];
    return [{ label: `Un-reinforce ${unit.name}`, apply: { op: 'setReinforced', unit: ref, reinforced: false } }, remove];
  });
}

/** A unit that cannot be reinforced: un-reinforce it. */
export function unreinforceFixes({ list, issue }: FixContext): FixCandidate[] {
  const key = nameKey(String(issue.params.unit));
  return unitRefs(list)
    .filter(({ unit }) => unit.reinforced && nameKey(unit.name) === key)
    .map(({ ref, unit }) => ({ label: `Un-reinforce ${unit.name}`, apply: { op: 'setReinforced', unit: ref, reinforced: false } }));
}

/**
 * A regiment over its size: move the units past its limit (the ones the player
 * added last, last first) to another regiment or the auxiliaries, or remove them.
 */
export function regimentSizeFixes({ list, issue }: FixContext): FixCandidate[] {
  const titles = regimentTitles(list.regiments);
  const regiment = titles.indexOf(String(issue.params.regiment));
  const oversized = regiment === -1 ? list.regiments.findIndex((candidate) => candidate.leader?.general) : regiment;
  const members = list.regiments[oversized]?.units ?? [];
  const surplus = Math.max(0, Number(issue.params.count) - Number(issue.params.max));
  const newest = members
    .map((unit, index) => ({ unit, index }))
    .slice(members.length - surplus)
    .reverse();
  return newest.flatMap(({ unit, index }): FixCandidate[] => {
    const from = { kind: 'regiment', regiment: oversized, unit: index } as const;
    const moves = list.regiments.flatMap((_, to): FixCandidate[] =>
      to === oversized ? [] : [{ label: `Move ${unit.name} to ${titles[to]}`, apply: { op: 'moveUnit', from, to: { kind: 'regiment', regiment: to } } }],
    );
    return [
      ...moves,
      { label: `Move ${unit.name} to the auxiliary units`, apply: { op: 'moveUnit', from, to: { kind: 'auxiliary' } } },
      { label: `Remove ${unit.name} from ${titles[oversized]}`, apply: { op: 'removeUnit', unit: { kind: 'member', regiment: oversized, unit: index } } },
    ];
  });
}

/**
 * More than five regiments: remove the regiment added last (never the general's),
 * or, when the regiment of renown makes the count, that.
 */
export function regimentCountFixes({ list, issue }: FixContext): FixCandidate[] {
  const titles = regimentTitles(list.regiments);
  let last = titles.length - 1;
  while (last >= 0 && titles[last] === GENERALS_REGIMENT_TITLE) last -= 1;
  const fixes: FixCandidate[] = [];
  if (last !== -1) fixes.push({ label: `Remove ${titles[last]}`, apply: { op: 'removeRegiment', regiment: last } });
  if (issue.code === 'TOO_MANY_REGIMENTS_WITH_RENOWN' && list.regimentOfRenown) {
    fixes.push({ label: `Remove ${list.regimentOfRenown}`, apply: { op: 'setRegimentOfRenown', name: null } });
  }
  return fixes;
}

/** An auxiliary unit that could join a regiment: move it there. */
export function joinRegimentFixes({ list, issue }: FixContext): FixCandidate[] {
  const unitKey = nameKey(String(issue.params.unit));
  const leaderKey = nameKey(String(issue.params.leader));
  const from = list.auxiliaryUnits.findIndex((unit) => nameKey(unit.name) === unitKey);
  const titles = regimentTitles(list.regiments);
  return list.regiments.flatMap((regiment, to): FixCandidate[] =>
    from !== -1 && regiment.leader && nameKey(regiment.leader.name) === leaderKey
      ? [
          {
            label: `Move ${list.auxiliaryUnits[from]!.name} to ${titles[to]}`,
            apply: { op: 'moveUnit', from: { kind: 'auxiliary', unit: from }, to: { kind: 'regiment', regiment: to } },
          },
        ]
      : [],
  );
}

/** Generals: mark one regiment leader (the checks keep only leaders that leave no general issue). */
export function generalFixes({ list }: FixContext): FixCandidate[] {
  return list.regiments.flatMap((regiment, index): FixCandidate[] =>
    regiment.leader ? [{ label: `Make ${regiment.leader.name} the general`, apply: { op: 'setGeneral', regiment: index } }] : [],
  );
}

/** Enhancement limits and duplicates: take the enhancement off one of the units holding it. */
export function enhancementFixes({ list, issue }: FixContext): FixCandidate[] {
  const kinds = { TOO_MANY_ARTIFACTS: 'artifact', TOO_MANY_HEROIC_TRAITS: 'heroicTrait' } as const;
  const only = issue.code === 'TOO_MANY_ARTIFACTS' || issue.code === 'TOO_MANY_HEROIC_TRAITS' ? kinds[issue.code] : undefined;
  const named = issue.params.enhancement === undefined ? undefined : nameKey(String(issue.params.enhancement));
  return unitRefs(list).flatMap(({ ref, unit }): FixCandidate[] =>
    (['heroicTrait', 'artifact'] as const).flatMap((field): FixCandidate[] => {
      const held = unit[field];
      if (!held || (only && field !== only) || (named && nameKey(held) !== named)) return [];
      return [{ label: `Remove ${held} from ${unit.name}`, apply: { op: 'setEnhancement', unit: ref, field, name: null } }];
    }),
  );
}
