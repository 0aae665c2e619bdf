// The sections of an army's Rules tab, in page order, with the ids a URL hash
// names (battle-formations, battle-traits, right,
// spell-lores, prayer-lores, manifestation-lores, or an enhancement table's slug).
// 'right' holds the regiments of renown the army may take: a link may name that
// id, and they are the one thing on the page without a section of their own.
import { sectionSlug, type Army, type EnhancementTable, type Lore } from '@scrolldex/rules';
import { describeArmyOption } from './describe-army-option';

export type ArmySection =
  | { id: 'battle-traits'; title: 'Battle Traits'; kind: 'traits' }
  | { id: 'battle-formations'; title: 'Battle Formations'; kind: 'formations' }
  | { id: string; title: string; kind: 'enhancements'; table: EnhancementTable }
  | { id: 'spell-lores' | 'prayer-lores' | 'manifestation-lores'; title: string; kind: 'lores'; lores: Lore[] }
  | { id: 'right'; title: 'Regiments of Renown'; kind: 'regiments' }
  | { id: 'army-rules'; title: 'Army Rules'; kind: 'notes'; notes: string[] };

/** The sections this army has content for, in the order the page shows them. */
export function armySections(army: Army): ArmySection[] {
  const sections: ArmySection[] = [];
  if (army.battleTraits.length > 0) sections.push({ id: 'battle-traits', title: 'Battle Traits', kind: 'traits' });
  if (army.battleFormations.length > 0) sections.push({ id: 'battle-formations', title: 'Battle Formations', kind: 'formations' });
  // Heroic traits, then artefacts, then the army's other tables, as the books print them.
  const order = { heroicTraits: 0, artefacts: 1, other: 2 } as const;
  for (const table of [...army.enhancementTables].sort((a, b) => order[a.kind] - order[b.kind])) {
    sections.push({ id: sectionSlug(table.name), title: table.name, kind: 'enhancements', table });
  }
  if (army.lores.spell.length > 0) sections.push({ id: 'spell-lores', title: 'Spell Lores', kind: 'lores', lores: army.lores.spell });
  if (army.lores.prayer.length > 0) sections.push({ id: 'prayer-lores', title: 'Prayer Lores', kind: 'lores', lores: army.lores.prayer });
  if (army.lores.manifestation.length > 0)
    sections.push({ id: 'manifestation-lores', title: 'Manifestation Lores', kind: 'lores', lores: army.lores.manifestation });
  if (army.regimentsOfRenown.length > 0) sections.push({ id: 'right', title: 'Regiments of Renown', kind: 'regiments' });
  const notes = army.options.flatMap((option) => describeArmyOption(option) ?? []);
  if (notes.length > 0) sections.push({ id: 'army-rules', title: 'Army Rules', kind: 'notes', notes });
  return sections;
}

/** Every id a hash may name on this army's page. */
export function armySectionIds(army: Army): string[] {
  return armySections(army).map((section) => section.id);
}
