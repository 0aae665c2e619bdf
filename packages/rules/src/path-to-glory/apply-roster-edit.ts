import type { RosterEdit } from './roster-edit.js';
import type { CampaignRoster, RosterUnit } from './roster.js';

const clampCount = (value: number) => Math.max(0, Math.trunc(value));

/** The first copy of a name taken out, the others kept (a unit may bear a scar twice). */
function withoutOne(names: readonly string[], name: string): string[] {
  const at = names.indexOf(name);
  return at < 0 ? [...names] : [...names.slice(0, at), ...names.slice(at + 1)];
}

function editUnit(roster: CampaignRoster, id: string, change: (unit: RosterUnit) => RosterUnit): CampaignRoster {
  return { ...roster, units: roster.units.map((unit) => (unit.id === id ? change(unit) : unit)) };
}

function applyUnitEdit(roster: CampaignRoster, edit: RosterEdit): CampaignRoster {
  switch (edit.op) {
    case 'setRenown':
      return editUnit(roster, edit.unit, (unit) => ({ ...unit, renown: clampCount(edit.renown) }));
    case 'setPath':
      return editUnit(roster, edit.unit, (unit) => (unit.path === edit.path ? unit : { ...unit, path: edit.path, pathAbilities: [] }));
    case 'addPathAbility':
      return editUnit(roster, edit.unit, (unit) =>
        unit.pathAbilities.includes(edit.ability) ? unit : { ...unit, pathAbilities: [...unit.pathAbilities, edit.ability] },
      );
    case 'removePathAbility':
      return editUnit(roster, edit.unit, (unit) => ({ ...unit, pathAbilities: withoutOne(unit.pathAbilities, edit.ability) }));
    case 'addEnhancement':
      return editUnit(roster, edit.unit, (unit) => ({ ...unit, enhancements: [...unit.enhancements, edit.name] }));
    case 'removeEnhancement':
      return editUnit(roster, edit.unit, (unit) => ({ ...unit, enhancements: withoutOne(unit.enhancements, edit.name) }));
    case 'addScar':
      return editUnit(roster, edit.unit, (unit) => ({ ...unit, scars: [...unit.scars, edit.scar] }));
    case 'removeScar':
      return editUnit(roster, edit.unit, (unit) => ({ ...unit, scars: withoutOne(unit.scars, edit.scar) }));
    default:
      return roster;
  }
}

function applyContentEdit(roster: CampaignRoster, edit: RosterEdit): CampaignRoster {
  switch (edit.op) {
    case 'rename':
      return { ...roster, name: edit.name };
    case 'addUnit':
      return roster.units.some((unit) => unit.id === edit.id)
        ? roster
        : { ...roster, units: [...roster.units, { id: edit.id, name: edit.name, renown: 0, path: null, pathAbilities: [], enhancements: [], scars: [] }] };
    case 'removeUnit':
      return {
        ...roster,
        units: roster.units.filter((unit) => unit.id !== edit.unit),
        warlord: roster.warlord === edit.unit ? null : roster.warlord,
      };
    case 'setWarlord':
      return { ...roster, warlord: edit.unit };
    case 'setGlory':
      return { ...roster, glory: clampCount(edit.glory) };
    case 'spendGlory':
      // A spending the roster cannot pay (checkGlorySpend) changes nothing.
      return edit.spend.glory < 1 || edit.spend.glory > roster.glory
        ? roster
        : { ...roster, glory: roster.glory - edit.spend.glory, spent: [...roster.spent, edit.spend] };
    case 'setQuest':
      return { ...roster, quest: { name: edit.name, points: edit.name === roster.quest.name ? roster.quest.points : 0 } };
    case 'setQuestPoints':
      return { ...roster, quest: { ...roster.quest, points: clampCount(edit.points) } };
    case 'setTrack':
      return { ...roster, tracks: { ...roster.tracks, [edit.item]: clampCount(edit.value) } };
    case 'recordMuster':
      return { ...roster, musters: [...roster.musters.filter((muster) => muster.listId !== edit.listId), { listId: edit.listId, units: edit.units }] };
    default:
      return applyUnitEdit(roster, edit);
  }
}

/**
 * The roster after one edit, stamped with `now`. An edit of a unit that is
 * not in the roster changes nothing; counts never go below zero. A locked roster is returned as it is.
 */
export function applyRosterEdit(roster: CampaignRoster, edit: RosterEdit, now: number): CampaignRoster {
  if (roster.locked) return roster;
  return { ...applyContentEdit(roster, edit), _updatedAt: now };
}
