// The importer on small texts, one quirk of one format at a time.
import { describe, expect, it } from 'vitest';

import { allListTexts } from '../../test/list-texts.js';
import { loadRealGameData, realArmy } from '../../test/real-game-data.js';
import type { ListUnit } from '../list/army-list.js';
import { newListUnit } from '../options/new-list-unit.js';
import type { ParsedListText } from './import-types.js';
import { parseListText } from './parse-list.js';

function parsed(...lines: string[]): ParsedListText {
  const result = parseListText(lines.join('\n'), loadRealGameData());
  if (!result.ok) throw new Error(result.errors[0]!.message);
  return result.value;
}

const unplaced = (result: ParsedListText) => result.unplaced.map((line) => `L${line.line} ${line.code}: ${line.text}`);
const units = (result: ParsedListText): ListUnit[] =>
  result.list.regiments.flatMap((regiment) => [...(regiment.leader ? [regiment.leader] : []), ...regiment.units]);
const unit = (result: ParsedListText, name: string) => units(result).find((candidate) => candidate.name === name)!;

describe('parseListText errors', () => {
  it("says 'Game data not loaded.' without data", () => {
    expect(parseListText('Seraphon', null)).toEqual({
      ok: false,
      errors: [{ code: 'GAME_DATA_NOT_LOADED', message: 'Game data not loaded.', start: 0, end: 8 }],
    });
  });

  it("says 'No valid army found in the list text.' when no line names an army and nothing points to one", () => {
    const text = 'My list 2000/2000 pts\nGeneral’s Regiment\nNobody in Particular (260)';
    expect(parseListText(text, loadRealGameData())).toEqual({
      ok: false,
      errors: [{ code: 'NO_ARMY_FOUND', message: 'No valid army found in the list text.', start: 0, end: text.length }],
    });
    expect(parseListText('', loadRealGameData())).toMatchObject({ ok: false, errors: [{ code: 'NO_ARMY_FOUND' }] });
  });

  it('names and spans the line meant to name the army, on every real list with its army misspelt', () => {
    const data = loadRealGameData();
    for (const { file, text } of allListTexts()) {
      const parsed = parseListText(text, data);
      expect(parsed.ok, file).toBe(true);
      const army = parsed.ok ? parsed.value.list.faction.split(' - ')[0]! : '';
      const misspelt = text.replace(new RegExp(army.replace(/[^\w\s]/g, '\\$&'), 'gi'), `${army}zz`);
      const result = parseListText(misspelt, data);
      expect(result.ok, file).toBe(false);
      if (result.ok) continue;
      const [error] = result.errors;
      const line = Number(/: line (\d+), '/.exec(error!.message)?.[1]);
      const lineText = misspelt.split(/\r\n|\r|\n/)[line - 1]!;
      expect(lineText, file).toContain(`${army}zz`);
      expect(error!.message, file).toContain(
        lineText
          .trim()
          .replace(/^\*\*|\*\*$/g, '')
          .slice(0, 40),
      );
      expect(misspelt.slice(error!.start, error!.end), file).toBe(lineText);
    }
  });

  it('names the faction line of an unknown army in an official app export', () => {
    const text = 'My list 2000/2000 pts\n\nOrruk Warclans | Bonesplitters | Kop Rukk\nDrops: 3\n\nGeneral’s Regiment\nWurrgog Prophet (160)';
    expect(parseListText(text, loadRealGameData())).toEqual({
      ok: false,
      errors: [
        {
          code: 'NO_ARMY_FOUND',
          message: "No valid army found in the list text: line 3, 'Orruk Warclans | Bonesplitters | Kop Rukk', names no army in the game data.",
          start: 23,
          end: 64,
        },
      ],
    });
  });
});

describe('the title', () => {
  it('reads name, points and cap, with spaces around the slash and CRLF line ends', () => {
    const result = parseListText('Big Lizards 1990 / 1500 pts\r\nSeraphon\r\n', loadRealGameData());
    expect(result.ok && [result.value.list.name, result.value.statedPoints, result.value.list.pointsCap]).toEqual(['Big Lizards', 1990, 1500]);
  });

  it('joins a name wrapped over lines, and accepts an empty name', () => {
    expect(parsed('Da Final', 'WAAAGH!!!', '2000/2000 pts', 'Seraphon').list.name).toBe('Da Final WAAAGH!!!');
    expect(parsed('1960/2000 pts', 'Seraphon').list.name).toBe('');
  });

  it('takes the line above the points as the name under a long preamble, and reports the preamble', () => {
    const preamble = 'Here is the list I took to the event last weekend, it went 4-1 and I had a great time with it overall';
    const result = parsed(preamble, 'Lizard Time', '2000/2000 pts', 'Seraphon');
    expect(result.list.name).toBe('Lizard Time');
    expect(unplaced(result)).toEqual([`L1 UNRECOGNISED: ${preamble}`]);
  });

  it('defaults the cap to 2000 without a title, and reads a stated cap as the nearest allowed one', () => {
    expect(parsed('Seraphon').list.pointsCap).toBe(2000);
    expect(parsed('x 100/9000 pts', 'Seraphon').list.pointsCap).toBe(5000);
    expect(parsed('x 100/2100 pts', 'Seraphon').list.pointsCap).toBe(2000);
    expect(parsed('x 100/1125 pts', 'Seraphon').list.pointsCap).toBe(1250);
    expect(parsed('x 100/10 pts', 'Seraphon').list.pointsCap).toBe(250);
    expect(parsed('Seraphon', 'Points: 1980/1990').list.pointsCap).toBe(2000);
  });

  it('reads a Markdown-bold title and ignores stray code fences', () => {
    const result = parsed('```', '**Lizards 2000/2000 pts**', 'Seraphon', '```');
    expect([result.list.name, result.unplaced]).toEqual(['Lizards', []]);
  });
});

describe('the army block', () => {
  it("reads 'Grand Alliance X | Faction | Formation (N Points)' and orruk groupings", () => {
    expect(parsed('Grand Alliance Death | Nighthaunt | Quicksilver Gheists (40 Points)').list).toMatchObject({ faction: 'Nighthaunt' });
    expect(parsed('Orruk Warclans | Bonesplitterz | Kop Rukk').list).toMatchObject({ faction: 'Bonesplitterz', formation: 'Kop Rukk' });
  });

  it('tells an army of renown from a formation in a two-part header by the data', () => {
    expect(parsed('Cities of Sigmar | Zealous Hordes').list).toMatchObject({ faction: 'Cities of Sigmar', formation: 'Zealous Hordes' });
    expect(parsed('Slaves to Darkness | Legion of the First Prince').list.faction).toBe('Slaves to Darkness - Legion of the First Prince');
    expect(parsed("Gloomspite Gitz | Da King's Gitz", 'Army of Renown').unplaced).toEqual([]);
  });

  it('reports a formation the data does not have', () => {
    expect(unplaced(parsed('Seraphon', 'Koatl’s Claw'))).toEqual(['L2 UNKNOWN_FORMATION: Koatl’s Claw']);
    expect(unplaced(parsed('Cities of Sigmar | Old Formation'))).toEqual(['L1 UNKNOWN_FORMATION: Old Formation']);
  });

  it('reads lores with costs, in either naming of an army of renown, and reports a second one', () => {
    const result = parsed(
      "Gloomspite Gitz | Da King's Gitz",
      "Spell Lore - Da King's Gitz Spell Lore",
      'Manifestation Lore - Primal Energy (10 Points), Aetherwrought Machineries and Forbidden Power',
    );
    expect([result.list.spellLore, result.list.manifestationLore]).toEqual(["Spell Lore: Da King's Gitz", 'Primal Energy']);
    expect(unplaced(result)).toEqual(['L3 EXTRA_LORE: Aetherwrought Machineries', 'L3 EXTRA_LORE: Forbidden Power']);
  });

  it("splits cards on ', ' and ' and ' where names allow, and reports past seasons' cards and a third card", () => {
    const result = parsed('Seraphon', 'Battle Tactics Cards: Intercept and Recover, Siege of Ashes and Smokescreen and Blazing Onslaught');
    expect([result.list.battleTacticCard1, result.list.battleTacticCard2]).toEqual(['Siege of Ashes', 'Smokescreen']);
    expect(unplaced(result)).toEqual(['L2 UNKNOWN_CARD: Intercept and Recover', 'L2 EXTRA_CARD: Blazing Onslaught']);
  });

  it("reads New Recruit's second card on a bullet line, and an empty lore line", () => {
    const result = parsed('Seraphon', 'Battle Tactic Cards - Siege of Ashes', '• Smokescreen', 'Manifestation Lore - ');
    expect([result.list.battleTacticCard1, result.list.battleTacticCard2, result.unplaced]).toEqual(['Siege of Ashes', 'Smokescreen', []]);
  });

  it('ignores the handbook, drops, wounds and auxiliary count lines', () => {
    const result = parsed('Seraphon', "General's Handbook 2026-27", 'Auxiliaries: 3 (+60 Points)', 'Drops: 3', 'Wounds: 120', 'Auxiliary Units: 1 (+0 Points)');
    expect(result.unplaced).toEqual([]);
  });
});

describe('regiments and bullets', () => {
  it('makes the first unit of a regiment its leader, with unlabelled enhancements found in the tables', () => {
    const result = parsed(
      'Skaven',
      "General's Regiment",
      'Master Moulder (80)',
      '• General',
      '• Master of the Swarm - (20) Points',
      '• Warpstone Charm',
      'Rat Ogors (280)',
      '• Reinforced',
      '• Transplanted Brains (10)',
    );
    expect(result.list.regiments[0]!.leader).toMatchObject({
      name: 'Master Moulder',
      general: true,
      heroicTrait: 'Master of the Swarm',
      artifact: 'Warpstone Charm',
    });
    expect(result.list.regiments[0]!.units[0]).toMatchObject({ reinforced: true, enhancementChoices: { 'Moulder Mutations': 'Transplanted Brains' } });
  });

  it("reads '*', '-' and indented bullets, 'General.' and labelled enhancements", () => {
    const result = parsed('Skaven', 'Regiment 1', 'Master Moulder (80)', '* General.', ' • Heroic Trait - Scurry Away', '- Artefact: Skavenbrew', '• Legends');
    expect([result.list.regiments[0]!.leader, result.unplaced]).toMatchObject([{ general: true, heroicTrait: 'Scurry Away', artifact: 'Skavenbrew' }, []]);
  });

  it("reads weapon counts as '2x', '2 ' and 'x2', replacing the unit's defaults", () => {
    const result = parsed('Skaven', 'Regiment 1', 'Stormfiends (230)', '• 1x Grinderfists', '• 1 Windlaunchers and Clubbing Blows', 'Rat Ogors (140)');
    expect(unit(result, 'Stormfiends').weapons).toEqual({
      Stormfiend: [
        { name: 'Grinderfists', count: 1 },
        { name: 'Windlaunchers and Clubbing Blows', count: 1 },
      ],
    });
    // No weapon lines: the unit keeps the defaults a new unit gets.
    expect(unit(result, 'Rat Ogors').weapons).toEqual(newListUnit(realArmy('Skaven').units.find((candidate) => candidate.name === 'Rat Ogors')!).weapons);
  });

  it('replaces an option set default with the listed upgrade, in place', () => {
    const result = parsed('Slaves to Darkness', 'Regiment 1', 'Daemon Prince (230)', '• Pledged to Khorne');
    expect(unit(result, 'Daemon Prince').upgrades).toEqual(['Wings', 'Pledged to Khorne']);
  });

  it('ignores command models and reports options the unit does not have', () => {
    const result = parsed('Stormcast Eternals', 'Regiment 1', 'Vindictors (90)', '• 1x Champion', '• 2x Lightning Bolt');
    expect(unplaced(result)).toEqual(['L5 UNKNOWN_OPTION: • 2x Lightning Bolt']);
  });

  it("maps 'Scourge of Ghyran X', 'Scourge of Aqshy: X' and '(2 models)' to the data's names", () => {
    const result = parsed(
      'Flesh-eater Courts',
      'Regiment 1',
      'Scourge of Aqshy: Royal Decapitator (100)',
      'Crypt Flayers (2 models) (90)',
      'Scourge of Aqshy Varghulf Courtier (110)',
      'Scourge of Ghyran Cryptguard (120)',
    );
    expect(units(result).map((candidate) => candidate.name)).toEqual([
      'Royal Decapitator (Scourge of Aqshy)',
      'Crypt Flayers (2 Models)',
      'Varghulf Courtier (Scourge of Aqshy)',
    ]);
    expect(result.unplaced.map((line) => line.reason)).toEqual(['Cryptguard (Scourge of Ghyran) is not a unit of Flesh-eater Courts in the current data.']);
  });

  it('reports the bullets of a unit it could not place, and a bullet with no unit above it', () => {
    const result = parsed('Skaven', '• General', 'Regiment 1', 'Grey Seer on Bell of Doom (300)', '• Foulhide', 'Clanrats (150)');
    expect(unplaced(result)).toEqual(['L2 NO_UNIT_FOR_OPTION: • General', 'L4 UNKNOWN_UNIT: Grey Seer on Bell of Doom (300)', 'L5 OWNER_UNPLACED: • Foulhide']);
    // The regiment keeps its place, without a leader.
    expect(result.list.regiments).toMatchObject([{ leader: null, units: [{ name: 'Clanrats' }] }]);
  });

  it('reports notes typed into the list, and text after the footer', () => {
    const result = parsed(
      'Skaven',
      'Regiment 1',
      'Clanrats (150)',
      '(painted as Clan Moulder)',
      '• Reinforced',
      'Created with Warhammer Age of Sigmar: The App',
      'App: 1.36.0 | Data: 466',
      'gg',
    );
    expect(unplaced(result)).toEqual(['L4 UNRECOGNISED: (painted as Clan Moulder)', 'L5 NO_UNIT_FOR_OPTION: • Reinforced', 'L8 AFTER_FOOTER: gg']);
  });

  it('matches a name one typo away, and lists it as approximate', () => {
    const result = parsed('Skaven', 'Regiment 1', 'Master Moulder (80)', '• Masterclan Conections');
    expect(result.list.regiments[0]!.leader!.heroicTrait).toBe('Masterclan Connections');
    expect(result.approximate).toEqual([{ line: 4, text: 'Masterclan Conections', matched: 'Masterclan Connections' }]);
  });

  it('opens a regiment for units listed without any heading', () => {
    expect(parsed('Seraphon', 'Slann Starmaster (260)', '• General', 'Skinks (80)').list.regiments).toMatchObject([
      { leader: { name: 'Slann Starmaster', general: true }, units: [{ name: 'Skinks' }] },
    ]);
  });

  it("reads '3 x Unit (N points)' lines", () => {
    expect(unit(parsed('Seraphon', 'REGIMENTS', 'Slann Starmaster (260)', '20 x Saurus Warriors (280 points)'), 'Saurus Warriors').reinforced).toBe(true);
  });
});

describe("the launch-era app's layout", () => {
  it("reads the '(N points)' title, the separate army lines, 'N Points Limit' and bullets on the unit line", () => {
    const result = parsed(
      'Boar Riders (1000 points)',
      'Grand Alliance Destruction',
      'Bonesplitterz',
      'Kop Rukk',
      '1000 Points Limit',
      'Drops: 1',
      'Regiments',
      "General's Regiment",
      'Wurrgog Prophet (160) • General',
      'Savage Boarboys (280) • Reinforced',
      'Exported with App Version: 1.0.0',
      'Data Version: v122',
    );
    expect(result.format).toBe('app-b');
    expect(result.list).toMatchObject({ name: 'Boar Riders', faction: 'Bonesplitterz', formation: 'Kop Rukk', pointsCap: 1000 });
    expect(result.list.regiments).toMatchObject([
      { leader: { name: 'Wurrgog Prophet', general: true }, units: [{ name: 'Savage Boarboys', reinforced: true }] },
    ]);
    expect(result.unplaced).toEqual([]);
  });
});

describe('regiments of renown, auxiliaries and terrain', () => {
  it('reads bundles and members, a bundle repeating its own name, and New Recruit members at (0)', () => {
    expect(parsed('Seraphon', 'Regiments of Renown', 'Gotrek Gurnisson (320)', 'Gotrek Gurnisson').list).toMatchObject({
      regimentOfRenown: 'Gotrek Gurnisson',
      regimentOfRenownUnits: [{ name: 'Gotrek Gurnisson' }],
    });
    const result = parsed('Cities of Sigmar', 'Regiment of Renown', 'Saviours of Cinderfall (290)', 'Callis and Toll (0)', "Toll's Companions (0)");
    expect(result.list.regimentOfRenownUnits.map((member) => member.name)).toEqual(['Callis and Toll', "Toll's Companions"]);
  });

  it('fills the members from the data when none are listed, and reports a second bundle and its members', () => {
    const result = parsed('Skaven', 'Regiments of Renown', "Nurgle's Gift (180)", 'Stumblefoot Gargant (140)', 'Mancrusher Gargant');
    expect(result.list.regimentOfRenownUnits.map((member) => member.name)).toEqual(['Nurglings', 'Nurglings']);
    expect(unplaced(result)).toEqual(['L4 EXTRA_REGIMENT_OF_RENOWN: Stumblefoot Gargant (140)', 'L5 OWNER_UNPLACED: Mancrusher Gargant']);
  });

  it('reports members beyond the counts, and members written as bullets', () => {
    const result = parsed('Skaven', 'Regiments of Renown', "Nurgle's Gift (180)", '- Nurglings', '- Nurglings', '- Nurglings');
    expect(unplaced(result)).toEqual(['L6 EXTRA_RENOWN_MEMBER: - Nurglings']);
  });

  it('reads auxiliary units and faction terrain, skipping the derived Auto-Endrin, reporting a second terrain', () => {
    const result = parsed(
      'Kharadron Overlords',
      'Auxiliary Units',
      'Arkanaut Frigate (300)',
      'Faction Terrain',
      'Zontari Endrin Dock (20 Points)',
      'Auto-Endrin (0)',
      'Zontari Endrin Dock',
    );
    expect(result.list).toMatchObject({ auxiliaryUnits: [{ name: 'Arkanaut Frigate' }], factionTerrain: 'Zontari Endrin Dock' });
    expect(unplaced(result)).toEqual(['L7 EXTRA_TERRAIN: Zontari Endrin Dock']);
  });
});

describe('Listbot 4.0', () => {
  it('reads hero lines, bracketed picks, member model counts, cards, lores and the total line', () => {
    const result = parsed(
      'Skaven',
      'Warpcog Convocation',
      '[Siege of Ashes]',
      '[Lore of Ruin]',
      '',
      'Grey Seer on Screaming Bell [SoA] (330)',
      '[General]',
      '[Foulhide]',
      '- 40 x Clanrats (300)',
      '- 3 x Stormfiends (230)',
      '[Grinderfists x1 ; Shock Gauntlets x1]',
      'Warlock Engineer (100)',
      '- 1 x Stumblefoot Gargant (140)',
      '- 1 x Gnawhole (0)',
      '1070/1500pts',
      '2 drops',
      'Generated by Listbot 4.0',
    );
    expect(result.format).toBe('listbot');
    expect(result.list).toMatchObject({
      formation: 'Warpcog Convocation',
      battleTacticCard1: 'Siege of Ashes',
      spellLore: 'Lore of Ruin',
      pointsCap: 1500,
      regimentOfRenown: 'Stumblefoot Gargant',
      regimentOfRenownUnits: [{ name: 'Mancrusher Gargant' }],
      factionTerrain: 'Gnawhole',
    });
    expect(result.list.regiments).toMatchObject([
      {
        leader: { name: 'Grey Seer on Screaming Bell (Scourge of Aqshy)', general: true, artifact: 'Foulhide' },
        units: [{ name: 'Clanrats', reinforced: true }, { name: 'Stormfiends' }],
      },
      { leader: { name: 'Warlock Engineer' }, units: [] },
    ]);
    expect(unit(result, 'Stormfiends').weapons).toEqual({
      Stormfiend: [
        { name: 'Grinderfists', count: 1 },
        { name: 'Shock Gauntlets', count: 1 },
      ],
    });
    expect(result.statedPoints).toBe(1070);
    expect(result.unplaced).toEqual([]);
  });
});

describe('invisible characters', () => {
  it('keeps the zero width joiners of emoji in a name; only long runs are markers', () => {
    const family = '\u{1F468}\u200d\u{1F469}\u200d\u{1F467}';
    expect(parsed(`${family} Night 2000/2000 pts`, 'Seraphon').list.name).toBe(`${family} Night`);
  });

  it('ignores a run of marker symbols that is not a Scrolldex payload', () => {
    const result = parsed('x 0/2000 pts', 'Seraphon', `Created with Scrolldex${'\u200b\u200c'.repeat(12)}`);
    expect([result.metadata, result.list.validator, result.unplaced]).toEqual([null, 'standard', []]);
  });
});
