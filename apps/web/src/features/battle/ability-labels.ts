// How a battle view card says where its rule comes from and how often it may
// be used: the engine gives kinds and names, these are the words.
import type { AbilityFrequency, AbilitySource, AbilitySourceKind, BattleAbility } from '@scrolldex/rules';

const SOURCE_KINDS: Record<AbilitySourceKind, string> = {
  unit: 'Unit',
  enhancement: 'Enhancement',
  battleTrait: 'Battle trait',
  formation: 'Formation',
  lore: 'Lore',
  regimentOfRenown: 'Regiment of renown',
  coreRules: 'Core rules',
};

const FREQUENCIES: Record<AbilityFrequency['kind'], string | undefined> = {
  oncePerBattle: 'Once per battle',
  oncePerBattleRound: 'Once per battle round',
  oncePerTurn: 'Once per turn',
  oncePerPhase: 'Once per phase',
  unlimited: undefined,
};

/** 'Unit · Clanrats', 'Enhancement · Envoy of the Heavens'; battle traits and core rules by kind alone, their names only repeat it. */
export function sourceLabel(source: AbilitySource): string {
  if (source.kind === 'battleTrait' || source.kind === 'coreRules') return SOURCE_KINDS[source.kind];
  return `${SOURCE_KINDS[source.kind]} · ${source.name}`;
}

/** The card's source line, with who uses it when the section does not say. */
export function cardSourceLine(entry: Pick<BattleAbility, 'source' | 'usedBy'>): string {
  const label = sourceLabel(entry.source);
  return entry.usedBy.length > 0 ? `${label} · Used by ${entry.usedBy.join(', ')}` : label;
}

/** The badge of a limited ability; none for an unlimited one. */
export function frequencyLabel(frequency: AbilityFrequency): string | undefined {
  return FREQUENCIES[frequency.kind];
}
