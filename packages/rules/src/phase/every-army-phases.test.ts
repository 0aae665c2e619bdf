// Every ability of every army in the real data, placed by the battle view's
// classifier: how many land in each phase, and that none is left out but
// for a reason (DropReason: a damage table is warscroll data, not an
// ability). The counts are printed for the record.
import { describe, expect, it } from 'vitest';

import { armyAbilityOccurrences, type AbilityOccurrence } from '../../test/phase-support.js';
import { loadRealGameData } from '../../test/real-game-data.js';
import { CORE_ABILITIES } from '../core-rules/core-abilities.js';
import type { Ability, Phase } from '../model/ability.js';
import { PHASES } from '../model/value-lists.js';
import { classifyAbility, type DropReason } from './classify-ability.js';
import { normalisePhaseText } from './phase-patterns.js';

/** Timings the product spec dropped or players forget, and where docs/decisions.md ("Deployment Phase") puts them. */
const BEFORE_THE_TURNS: readonly { pattern: RegExp; phase: Phase }[] = [
  { pattern: /\bdeployment phase\b/, phase: 'Deployment Phase' },
  { pattern: /\bstart of (?:the )?(?:first )?battle round\b/, phase: 'Start of Battle Round' },
];

type Census = { abilities: number; phases: Record<Phase, number>; dropped: Partial<Record<DropReason, number>> };

function emptyCensus(): Census {
  return { abilities: 0, phases: Object.fromEntries(PHASES.map((phase) => [phase, 0])) as Record<Phase, number>, dropped: {} };
}

/** Each ability id once per group: an army's warscrolls share abilities across their option sets. */
function census(occurrences: readonly AbilityOccurrence[], into: Census = emptyCensus()): Census {
  const seen = new Set<string>();
  for (const { ability, where } of occurrences) {
    if (seen.has(ability.id)) continue;
    seen.add(ability.id);
    into.abilities += 1;
    const classification = classifyAbility(ability);
    if (classification.kind === 'dropped') {
      into.dropped[classification.reason] = (into.dropped[classification.reason] ?? 0) + 1;
      expect([ability.typeAttribute, ability.timing], `${ability.name} (${where})`).toEqual(['damage', 'Passive']);
      continue;
    }
    expect(classification.phases.length, `${ability.name} (${where})`).toBeGreaterThan(0);
    const moment = BEFORE_THE_TURNS.find((row) => row.pattern.test(normalisePhaseText(ability.timing)));
    if (moment && !classification.isReaction && classification.rule !== 'authored') {
      expect(classification.phases, `${ability.name} (${where}): ${ability.timing}`).toEqual([moment.phase]);
    }
    for (const phase of classification.phases) into.phases[phase] += 1;
  }
  return into;
}

function sharedOccurrences(): AbilityOccurrence[] {
  const data = loadRealGameData();
  const occurrences: AbilityOccurrence[] = [];
  const add = (abilities: readonly Ability[], where: string) => abilities.forEach((ability) => occurrences.push({ ability, where }));
  for (const regiment of data.regimentsOfRenown) add(regiment.abilities, regiment.name);
  for (const lore of data.universalManifestations) add(lore.abilities, lore.name);
  for (const unit of data.universalUnits) add(unit.abilities, unit.name);
  add(CORE_ABILITIES, 'core rules');
  add(
    data.coreRules.keywordAbilities.map((entry) => entry.ability),
    'keyword abilities',
  );
  add(
    data.coreRules.commandModelAbilities.map((entry) => entry.ability),
    'command-model abilities',
  );
  return occurrences;
}

function table(rows: readonly [string, Census][]): string {
  const header = ['', 'abilities', ...PHASES, 'dropped (damage table)'];
  const lines = rows.map(([name, counts]) =>
    [name, counts.abilities, ...PHASES.map((phase) => counts.phases[phase]), counts.dropped.damageTable ?? 0].join('\t'),
  );
  return [header.join('\t'), ...lines].join('\n');
}

describe('every army of the real data in the battle view', () => {
  it('places every ability in a phase, or drops it as a damage table', () => {
    const data = loadRealGameData();
    const perArmy = Object.entries(data.armies).map(([name, army]) => [name, census(armyAbilityOccurrences(name, army))] as [string, Census]);
    const shared = census(sharedOccurrences());
    const total = emptyCensus();
    for (const [, counts] of [...perArmy, ['shared', shared] as const]) {
      total.abilities += counts.abilities;
      for (const phase of PHASES) total.phases[phase] += counts.phases[phase];
      total.dropped.damageTable = (total.dropped.damageTable ?? 0) + (counts.dropped.damageTable ?? 0);
    }
    // Each ability once over the whole data: an army of renown repeats its parent's warscrolls.
    const distinct = census([...perArmy.flatMap(([name]) => armyAbilityOccurrences(name, data.armies[name]!)), ...sharedOccurrences()]);
    console.info(table([['distinct abilities', distinct], ['all armies + shared', total], ['shared (RoR, universal, core)', shared], ...perArmy]));

    expect(perArmy.length).toBeGreaterThan(80);
    // Deployment and the start of the battle round are shown, not dropped (docs/decisions.md, "Deployment Phase").
    expect(total.phases['Deployment Phase']).toBeGreaterThan(100);
    expect(total.phases['Start of Battle Round']).toBeGreaterThan(20);
    // The only reason left to leave an ability out is a damage table.
    expect(Object.keys(total.dropped)).toEqual(['damageTable']);
    expect(total.dropped.damageTable).toBeLessThan(total.abilities / 20);
  });
});
