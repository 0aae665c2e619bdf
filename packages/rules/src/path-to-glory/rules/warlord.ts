import type { RosterRule } from '../roster-rule.js';

/** Where the campaign keeps a warlord: one is chosen once the roster has units, and it is a hero. */
export const warlordRule: RosterRule = {
  id: 'roster/warlord',
  check(roster, context, report) {
    if (!context.hasWarlord || roster.units.length === 0) return;
    const warlord = roster.units.find((unit) => unit.id === roster.warlord);
    if (!warlord) {
      report('ROSTER_WARLORD_MISSING', null);
      return;
    }
    const warscroll = context.warscrolls.get(warlord.name);
    if (warscroll && !warscroll.keywords.includes('HERO')) report('ROSTER_WARLORD_NOT_HERO', warlord.id, { unit: warlord.name });
  },
};
