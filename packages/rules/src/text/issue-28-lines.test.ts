// Each class of line the importer lost or misread in lists from
// other clubs and builders, on small texts in each shape, on the current data.
import { describe, expect, it } from 'vitest';

import { loadRealGameData } from '../../test/real-game-data.js';
import type { ListUnit } from '../list/army-list.js';
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

describe('the army when no line names it', () => {
  it("takes the army a title names among other words, and a 'Faction | Formation' title whole", () => {
    const named = parsed('Hammers of Sigmar - Stormcast Eternals 2000/2000 pts', 'Vanguard Wing', "General's Regiment", 'Lord-Imperatant (110)');
    expect([named.list.faction, named.list.formation, named.inferred?.message]).toEqual([
      'Stormcast Eternals',
      'Vanguard Wing',
      'Army inferred from the title: Hammers of Sigmar - Stormcast Eternals → Stormcast Eternals',
    ]);
    const header = parsed('1990/2000 pts Skaven | Claw-horde', "General's Regiment", 'Clawlord (70)');
    expect([header.list.faction, header.list.formation, header.unplaced]).toEqual(['Skaven', 'Claw-horde', []]);
  });

  it('takes an army of renown a title names by its own name', () => {
    const result = parsed("Da King's Gitz 1990/2000 pts", "General's Regiment", 'Skragrott, the Loonking (200)');
    expect(result.list.faction).toBe("Gloomspite Gitz - Da King's Gitz");
  });

  it('infers from a formation after a label or with its cost, and says which line it was', () => {
    const result = parsed('Bells 1990/2000 pts', 'Battle Formation: Warpcog Convocation (20 Points)', "General's Regiment", 'Arch-Warlock (140)');
    expect(result.inferred).toEqual({
      from: 'formation',
      army: 'Skaven',
      line: 2,
      message: 'Army inferred from the battle formation: Warpcog Convocation → Skaven',
    });
    expect(result.list.formation).toBe('Warpcog Convocation');
  });

  it('infers from the units when no formation is named, the army most of them belong to', () => {
    const result = parsed('Roar 1000/1000 pts', "General's Regiment", 'Slann Starmaster (260)', 'Saurus Warriors (140)', 'Regiment 1', 'Stegadon (150)');
    expect([result.list.faction, result.inferred?.from, result.inferred?.message]).toEqual([
      'Seraphon',
      'units',
      'Army inferred from the units: 3 of 3 are Seraphon units',
    ]);
  });

  it('infers nothing where a line was meant to name the army, so the error names that line', () => {
    for (const army of ['Faction: Skavenz', 'Skavenz | Claw-horde', 'Skavenz']) {
      const result = parseListText(['Bells 1990/2000 pts', army, 'Claw-horde', "General's Regiment", 'Clawlord (70)'].join('\n'), loadRealGameData());
      expect(result.ok ? result.value.list.faction : result.errors[0]!.message, army).toBe(
        `No valid army found in the list text: line 2, '${army}', names no army in the game data.`,
      );
    }
  });

  it('leaves inferred empty when a line names the army', () => {
    expect(parsed('Skaven', 'Claw-horde').inferred).toBeNull();
  });
});

describe('a Markdown rendering of an export', () => {
  it("reads '#' headings, '- ' lines and indented '- ' option bullets as the export's lines", () => {
    const result = parsed(
      '## Pack 1000/1000 pts',
      '- Skaven',
      '- Claw-horde',
      "### General's Regiment",
      '- Clawlord on Gnaw\\-beast (110)',
      '    * General',
      '    * Master of the Swarm',
      '- Clanrats (300)',
      '    * Reinforced',
    );
    expect([result.list.name, result.list.faction, result.list.formation, result.unplaced]).toEqual(['Pack', 'Skaven', 'Claw-horde', []]);
    expect(unit(result, 'Clawlord on Gnaw-beast')).toMatchObject({ general: true, heroicTrait: 'Master of the Swarm' });
    expect(unit(result, 'Clanrats').reinforced).toBe(true);
  });

  it("leaves Listbot's '- N x' members and an app export's column-0 '*' bullets as they are", () => {
    const listbot = parsed(
      'Skaven',
      'Claw-horde',
      'Clawlord (70)',
      '[General]',
      '- 20 x Clanrats (150)',
      '- 20 x Clanrats (150)',
      '- 10 x Stormvermin (110)',
      '1000/1000pts',
    );
    expect(listbot.format).toBe('listbot');
    expect(units(listbot).map((member) => member.name)).toEqual(['Clawlord', 'Clanrats', 'Clanrats', 'Stormvermin']);
    const app = parsed('Skaven', "General's Regiment", 'Clawlord (70)', '* General', '* Master of the Swarm', 'Clanrats (300)', '* Reinforced');
    expect([unit(app, 'Clawlord').heroicTrait, unit(app, 'Clanrats').reinforced, app.unplaced]).toEqual(['Master of the Swarm', true, []]);
  });
});

describe('faction terrain after its label', () => {
  it("places 'Faction Terrain: <name>' with or without a cost", () => {
    for (const line of ['Faction Terrain: Gnawhole', 'Faction Terrain: Gnawhole (0)', 'Faction Terrain - Gnawhole (20 pts)']) {
      const result = parsed('Skaven', line, "General's Regiment", 'Clawlord (70)');
      expect([result.list.factionTerrain, result.unplaced], line).toEqual(['Gnawhole', []]);
    }
  });

  it('reports faction terrain the army does not have', () => {
    expect(unplaced(parsed('Skaven', 'Faction Terrain: Bad Moon Loonshrine'))).toEqual(['L2 UNKNOWN_TERRAIN: Faction Terrain: Bad Moon Loonshrine']);
  });
});

describe("other builders' labels", () => {
  it("reads a formation after 'Battle Trait:', an artefact after 'Artifact of Power:' and cards after a label ending in 'Tactics:'", () => {
    const result = parsed(
      'Skaven',
      'Battle Trait: Claw-horde',
      'Our Tactics: Siege of Ashes / Flanking Firestorm',
      "General's Regiment",
      'Grey Seer (110)',
      '• Artifact of Power: Warpstone Charm',
      '• Artifacts of Power - Skavenbrew',
    );
    expect(result.list.formation).toBe('Claw-horde');
    expect([result.list.battleTacticCard1, result.list.battleTacticCard2]).toEqual(['Siege of Ashes', 'Flanking Firestorm']);
    expect(unit(result, 'Grey Seer').artifact).toBe('Warpstone Charm');
    expect(unplaced(result)).toEqual(['L7 DUPLICATE_ENHANCEMENT: • Artifacts of Power - Skavenbrew']);
  });

  it("splits two cards joined by ' / ' on the app's own label, and reads items listed under a label", () => {
    const joined = parsed('Skaven', 'Battle Tactic Cards: Smokescreen / Legend of the Parch');
    expect([joined.list.battleTacticCard1, joined.list.battleTacticCard2]).toEqual(['Smokescreen', 'Legend of the Parch']);
    const listed = parsed('Skaven', 'Spell Lore:', '  • Lore of Ruin', 'Manifestation Lore:', '  • Manifestations of Doom', '• Drops: 2');
    expect([listed.list.spellLore, listed.list.manifestationLore, listed.unplaced]).toEqual(['Lore of Ruin', 'Manifestations of Doom', []]);
  });
});

describe('names as the app prints them', () => {
  it('places a unit printed without the epithet the data adds after a comma, and names every unit a short name fits', () => {
    const result = parsed('Hedonites of Slaanesh', "General's Regiment", 'Dexcessa (230)', 'Bladebringer (120)');
    expect(result.list.regiments[0]!.leader?.name).toBe('Dexcessa, the Talon of Slaanesh');
    expect(result.approximate).toEqual([{ line: 3, text: 'Dexcessa', matched: 'Dexcessa, the Talon of Slaanesh' }]);
    expect(result.unplaced.map((line) => line.code)).toEqual(['AMBIGUOUS_NAME']);
    expect(result.unplaced[0]!.reason).toMatch(/^Bladebringer could be Bladebringer, Herald on Exalted Chariot and .+; name one of them\.$/);
  });

  it("keeps a seasonal variant's mark on a short name, and reads 'SoA'/'SoG' prefixes and '(SoA)' tags", () => {
    const result = parsed(
      'Gloomspite Gitz',
      "General's Regiment",
      'SoA: Fellwater Troggoths (180)',
      'Fellwater Troggoths (SoA) (180)',
      'Sunsteala Wheelas (130)',
    );
    expect(units(result).map((member) => member.name)).toEqual([
      'Fellwater Troggoths (Scourge of Aqshy)',
      'Fellwater Troggoths (Scourge of Aqshy)',
      'Sunsteala Wheelas',
    ]);
    const soaSlaanesh = parsed('Hedonites of Slaanesh', "General's Regiment", 'SoA Infernal Enrapturess (120)');
    expect(soaSlaanesh.list.regiments[0]!.leader?.name).toBe('Infernal Enrapturess, Herald of Slaanesh (Scourge of Aqshy)');
  });

  it('matches a card printed with one word too many when one card alone fits, approximately', () => {
    const result = parsed('Skaven', 'Battle Tactic Cards: Siege of the Ashes, Smokescreen Cover');
    expect([result.list.battleTacticCard1, result.list.battleTacticCard2]).toEqual(['Siege of Ashes', 'Smokescreen']);
    expect(result.approximate.map(({ text, matched }) => `${text} -> ${matched}`)).toEqual([
      'Siege of the Ashes -> Siege of Ashes',
      'Smokescreen Cover -> Smokescreen',
    ]);
    expect(unplaced(parsed('Skaven', 'Battle Tactic Cards: Blazing Big Burning Onslaught'))).toEqual(['L2 UNKNOWN_CARD: Blazing Big Burning Onslaught']);
  });
});

describe('HTML character references', () => {
  it('decodes them before reading, so indented bullets and names come through', () => {
    const result = parsed(
      'Rats &amp; Bells 1990/2000 pts',
      '&nbsp;',
      'Skaven',
      'General&#x27;s Regiment',
      'Grey Seer (110)',
      '&#x20;• General',
      'Clanrats (300)',
      '&#32;&#32;• Reinforced',
    );
    expect([result.list.name, unit(result, 'Grey Seer').general, unit(result, 'Clanrats').reinforced, result.unplaced]).toEqual([
      'Rats & Bells',
      true,
      true,
      [],
    ]);
  });

  it('leaves an ampersand that starts no reference alone', () => {
    expect(parsed('Rats & Co 1990/2000 pts', 'Skaven').list.name).toBe('Rats & Co');
  });
});

describe('weapon bullets', () => {
  it('accepts a weapon the unit always carries without changing its choices', () => {
    const result = parsed(
      'Seraphon',
      "General's Regiment",
      'Stegadon Chief (160)',
      '• Meteoric Warspear',
      '• Sunfire Throwers',
      'Stegadon (150)',
      "• 1x Handlers' Meteoric Javelins",
    );
    expect(result.unplaced).toEqual([]);
    expect(unit(result, 'Stegadon Chief').weapons).toEqual({ 'Stegadon Chief': [{ name: 'Sunfire Throwers', count: 1 }] });
  });

  it("reads a New Recruit command model with its weapon: '1x Champion: Grandhammer'", () => {
    const result = parsed('Stormcast Eternals', "General's Regiment", 'Lord-Imperatant (110)', 'Liberators (90)', '• 1x Champion: Grandhammer');
    expect(result.unplaced).toEqual([]);
    expect(unit(result, 'Liberators').weapons).toEqual({ Liberator: [{ name: 'Grandhammer', count: 1 }] });
    const lacking = parsed('Stormcast Eternals', "General's Regiment", 'Lord-Imperatant (110)', 'Liberators (90)', '• 1x Musician with Grandhammer');
    expect(lacking.unplaced.map((line) => line.reason)).toEqual(['Liberators has no Musician in the current data.']);
  });
});

describe('a regiment of renown named on its heading', () => {
  it("opens the bundle from 'Regiment of Renown: <name>' and reads its members below", () => {
    const result = parsed(
      'Stormcast Eternals',
      "General's Regiment",
      'Lord-Imperatant (110)',
      "Regiments of Renown: Valnir's Stormwing (350)",
      'Knight-Draconis',
      'Stormdrake Guard (1 model)',
    );
    expect([result.list.regimentOfRenown, result.list.regimentOfRenownUnits.map((member) => member.name), result.unplaced]).toEqual([
      "Valnir's Stormwing",
      ['Knight-Draconis', 'Stormdrake Guard (1 model)'],
      [],
    ]);
  });
});

describe("other builders' lines that are not the list", () => {
  it('reads points and drops lines, regiment headings with points, separators, annotation bullets, counts and links as such', () => {
    const result = parsed(
      'Skaven',
      'Claw-horde',
      'Drops - 2',
      'Units: 3',
      '═════════════',
      "General's Regiment (300 pts)",
      'Clawlord (70)',
      '• 1 model',
      'Clanrats (150)',
      '• Unit size: 20',
      '• Points: 150',
      '─────────────',
      'Regiment Two - 110 pts',
      'Grey Seer (110)',
      '• Warmaster',
      'Total Points: 330',
      'https://example.org/list/42',
    );
    expect(unplaced(result)).toEqual([]);
    expect(result.list.regiments.map((regiment) => regiment.leader?.name)).toEqual(['Clawlord', 'Grey Seer']);
    expect(result.statedPoints).toBe(330);
  });

  it('takes older and other footers as the end of the list', () => {
    for (const footer of ['Exported with App Version: v1.12.0 (1) Data Version: v259', 'Made with a list builder', 'List created using some tool']) {
      expect(unplaced(parsed('Skaven', 'Claw-horde', footer, 'ignored note')), footer).toEqual(['L4 AFTER_FOOTER: ignored note']);
    }
  });
});
