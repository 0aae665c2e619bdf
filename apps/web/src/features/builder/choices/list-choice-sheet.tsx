// The one sheet of list choices the builder owns: the formation, a battle
// tactic card slot, a lore, the regiment of renown or the faction terrain,
// each as cards with their rules, chosen through the list's edits.
import { offersLegends, regimentsRoom, type ArmyList, type ArmyLookup, type ListEdit } from '@scrolldex/rules';
import { useMemo } from 'react';

import { useToast } from '../../../shared/use-toast';
import { useBuilder } from '../builder-context';
import { regimentsFullReason } from '../limit-reasons';
import type { ChoiceEntry } from './choice-entry';
import { ChoiceSheet } from './choice-sheet';
import { cardEntries, formationEntries, loreEntries, renownEntries, terrainEntries } from './list-choice-entries';
import type { ListChoice } from './list-choice';

const LORE_LABELS = { spell: 'Spell lore', prayer: 'Prayer lore', manifestation: 'Manifestation lore' } as const;
const LORE_FIELDS = { spell: 'spellLore', prayer: 'prayerLore', manifestation: 'manifestationLore' } as const;

type Sheet = {
  title: string;
  entries: ChoiceEntry[];
  current: string | null;
  edit: (name: string | null) => ListEdit;
  removable: boolean;
  done: (name: string | null) => string;
};

function sheetFor(choice: ListChoice, list: ArmyList, lookup: ArmyLookup): Sheet {
  switch (choice.kind) {
    case 'formation':
      return {
        title: 'Battle formation',
        entries: formationEntries(lookup),
        current: list.formation,
        edit: (name) => ({ op: 'setFormation', name }),
        removable: true,
        done: (name) => (name ? `Formation: ${name}` : 'Formation removed'),
      };
    case 'card': {
      const other = choice.slot === 1 ? list.battleTacticCard2 : list.battleTacticCard1;
      return {
        title: choice.slot === 1 ? 'First battle tactic card' : 'Second battle tactic card',
        entries: cardEntries(lookup, other, choice.slot === 1 ? 2 : 1),
        current: choice.slot === 1 ? list.battleTacticCard1 : list.battleTacticCard2,
        edit: (name) => ({ op: 'setBattleTacticCard', slot: choice.slot, name }),
        // The second card goes first, so the first slot is never left empty behind a second card.
        removable: choice.slot === 2 || !list.battleTacticCard2,
        done: (name) => (name ? `Card: ${name}` : 'Card removed'),
      };
    }
    case 'lore':
      return {
        title: LORE_LABELS[choice.lore],
        entries: loreEntries(lookup, choice.lore),
        current: list[LORE_FIELDS[choice.lore]],
        edit: (name) => ({ op: 'setLore', kind: choice.lore, name }),
        removable: true,
        done: (name) => (name ? `${LORE_LABELS[choice.lore]}: ${name}` : `${LORE_LABELS[choice.lore]} removed`),
      };
    case 'renown': {
      const room = regimentsRoom({ ...list, regimentOfRenown: null });
      return {
        title: 'Regiment of renown',
        entries: renownEntries(lookup, room.full ? regimentsFullReason(room) : null),
        current: list.regimentOfRenown,
        edit: (name) => ({ op: 'setRegimentOfRenown', name }),
        removable: true,
        done: (name) => (name ? `+ ${name}` : 'Regiment of renown removed'),
      };
    }
    case 'terrain':
      return {
        title: 'Faction terrain',
        entries: terrainEntries(lookup),
        current: list.factionTerrain,
        edit: (name) => ({ op: 'setFactionTerrain', name }),
        removable: true,
        done: (name) => (name ? `+ ${name}` : 'Faction terrain removed'),
      };
  }
}

type Props = { choice: ListChoice | null; list: ArmyList; lookup: ArmyLookup; onClose: () => void };

export function ListChoiceSheet({ choice, list, lookup, onClose }: Props) {
  const { editOrToast } = useBuilder();
  const toast = useToast();
  const sheet = useMemo(() => (choice ? sheetFor(choice, list, lookup) : null), [choice, list, lookup]);
  if (!sheet) return null;
  return (
    <ChoiceSheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={sheet.title}
      entries={sheet.entries}
      current={sheet.current}
      legendsOffered={offersLegends(list.validator)}
      removable={sheet.removable}
      onChoose={(name) => {
        if (editOrToast(sheet.edit(name))) toast(sheet.done(name));
      }}
    />
  );
}
