import type { CampaignEntry, CampaignTable, EnhancementTable } from '../model/index.js';
import type { CampaignContext } from './campaign-context.js';
import type { CampaignRoster, RosterUnit } from './roster.js';

/**
 * The army's enhancement tables a unit of the Order of Battle may take from,
 * as in a list: only tables its warscroll lists, never for a UNIQUE unit, and
 * heroic traits and artefacts for heroes only. One of each table per unit.
 */
export function rosterEnhancementTables(context: CampaignContext, unitName: string): EnhancementTable[] {
  const warscroll = context.warscrolls.get(unitName);
  if (!warscroll || warscroll.keywords.includes('UNIQUE')) return [];
  const hero = warscroll.keywords.includes('HERO');
  return (context.army?.enhancementTables ?? []).filter((table) => warscroll.enhancementTables.includes(table.name) && (hero || table.kind === 'other'));
}

/** The campaign's own tables of heroic traits and artefacts, offered beside the army's. */
const CAMPAIGN_ENHANCEMENT_TABLES: ReadonlySet<string> = new Set(['Heroic Traits', 'Artefacts of Power']);

/**
 * The campaign's own heroic traits and artefacts a unit may take (Ravaged
 * Coast's, Blighted Wilds'): as the army's, for a hero that is not UNIQUE.
 */
export function campaignEnhancementTables(context: CampaignContext, unitName: string): CampaignTable[] {
  const keywords = context.warscrolls.get(unitName)?.keywords ?? [];
  if (!keywords.includes('HERO') || keywords.includes('UNIQUE')) return [];
  return context.campaign.tables.filter((table) => CAMPAIGN_ENHANCEMENT_TABLES.has(table.name));
}

/** The army's enhancement table that holds an enhancement, by name; undefined for a name it does not have. */
export function enhancementTableOf(context: CampaignContext, name: string): EnhancementTable | undefined {
  return context.army?.enhancementTables.find((table) => table.sets.some((set) => set.enhancements.some((enhancement) => enhancement.name === name)));
}

/** A heroic trait or artefact of the campaign's own, with the campaign table that holds it. */
export type CampaignEnhancement = { table: CampaignTable; entry: CampaignEntry };

/** The campaign's own heroic trait or artefact of that name; undefined for a name none of its tables holds. */
export function campaignEnhancementOf(context: CampaignContext, name: string): CampaignEnhancement | undefined {
  for (const table of context.campaign.tables) {
    if (!CAMPAIGN_ENHANCEMENT_TABLES.has(table.name)) continue;
    const entry = table.sections.flatMap((section) => section.entries).find((candidate) => candidate.name === name);
    if (entry) return { table, entry };
  }
  return undefined;
}

/**
 * The kind of enhancement a name is, as a unit holds one of each: the name of
 * the army's table that holds it, or of the campaign's own ('Artefacts of
 * Power' either way); undefined for a name no table holds.
 */
export function enhancementKindOf(context: CampaignContext, name: string): string | undefined {
  return (enhancementTableOf(context, name) ?? campaignEnhancementOf(context, name)?.table)?.name;
}

/**
 * A roster unit's heroic traits and artefacts from the campaign's own tables,
 * which a list cannot hold (they are not the army's): what the battle view of
 * a mustered list shows beside the unit's path abilities.
 */
export function campaignEnhancementsOf(context: CampaignContext, unit: RosterUnit): CampaignEnhancement[] {
  return unit.enhancements.flatMap((name) => {
    const held = enhancementTableOf(context, name) ? undefined : campaignEnhancementOf(context, name);
    return held ? [held] : [];
  });
}

/** Who has each enhancement of the roster, by its name: the first unit to have it. */
export function enhancementHolders(roster: CampaignRoster): ReadonlyMap<string, string> {
  const holders = new Map<string, string>();
  for (const unit of roster.units) for (const name of unit.enhancements) if (!holders.has(name)) holders.set(name, unit.id);
  return holders;
}
