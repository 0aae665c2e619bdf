// Who in a list can use spells, prayers and manifestation summons, as data:
// the keywords that make a unit a caster, and the ability texts that make one
// (an enhancement's 'it has Priest (1)', a warband's 'while this unit's X is
// on the battlefield, it has Wizard (1)'). The patterns run on text normalised
// by normalisePhaseText. Unbind and Banish alone use no lore, so the
// 'can use Unbind abilities as if it had Wizard (1)' texts grant nothing here.

/** What a list's units can use from its lores. */
export const CASTING_KINDS = ['spells', 'summoning', 'prayers'] as const;
export type CastingKind = (typeof CASTING_KINDS)[number];

/** 'WIZARD (2)' casts spells and summons manifestations; 'PRIEST (1)' chants prayers (some of which summon). */
export const CASTER_KEYWORDS: readonly { pattern: RegExp; grants: readonly CastingKind[] }[] = [
  { pattern: /^WIZARD \(\d+\)$/, grants: ['spells', 'summoning'] },
  { pattern: /^PRIEST \(\d+\)$/, grants: ['prayers'] },
];

/** Ability texts that give a unit a lore's use, first match wins per pattern. */
export const CASTER_GRANTS: readonly { pattern: RegExp; grants: readonly CastingKind[] }[] = [
  // 'If this unit is not a Wizard, it has Wizard (1).' (Loontouched), warband members, Gem of Utorak.
  { pattern: /\b(?:has|have) wizard \(\d+\)/, grants: ['spells', 'summoning'] },
  // 'If this unit is not a Priest, it has Priest (1).' (Ash-beard, Charnel Vestments, Dromm).
  { pattern: /\b(?:has|have) priest \(\d+\)/, grants: ['prayers'] },
  // Fizzcap: 'can use a Summon Spell ability from the manifestation lore ... as if it had Wizard (1)';
  // Glowy Lantern: 'can use Summon abilities from the manifestation lore ...'.
  { pattern: /\bcan use (?:a |an )?summon (?:spell )?abilit(?:y|ies)\b.*\bas if (?:it|they) had wizard\b/, grants: ['summoning'] },
  // Spell in a Rattle: 'can use a non-Summon Spell ability from a spell lore ... as if it had Wizard (1)'.
  { pattern: /\bcan use a non-summon spell ability\b.*\bas if (?:it|they) had wizard\b/, grants: ['spells'] },
  // That Boy's Not Right: 'can use a Prayer ability from the prayer lore ... as if it had Priest (1)'.
  { pattern: /\bcan use a prayer ability\b.*\bas if (?:it|they) had priest\b/, grants: ['prayers'] },
];
