// The unit page's 'Default options' card: the upgrades and
// weapon counts this unit gets whenever it is added to a list. Counters take
// their bounds from the engine; nothing is kept until 'Save'.
import {
  chooseModelOption,
  chooseUpgrade,
  newListUnit,
  setWeaponCount,
  unitOptionCounters,
  type ListUnit,
  type Unit,
  type UnitOptionChoices,
} from '@scrolldex/rules';
import { useState } from 'react';

import { useToast } from '../../shared/use-toast';
import { useUnitDefaults } from '../../state/unit-settings';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Counter } from '../../ui/counter';
import { Fieldset } from '../../ui/fieldset';
import { ChoiceGroup } from './choice-group';
import styles from './default-options-card.module.css';

type EditorProps = { unit: Unit; choices: UnitOptionChoices; saved: boolean; save: (choices: UnitOptionChoices) => void; reset: () => void };

function DefaultOptionsEditor({ unit, choices, saved, save, reset }: EditorProps) {
  const toast = useToast();
  const [draft, setDraft] = useState<ListUnit>(() => ({ ...newListUnit(unit), ...choices }));
  const [dirty, setDirty] = useState(false);
  const view = unitOptionCounters(unit, draft);
  const change = (next: ListUnit) => {
    setDraft(next);
    setDirty(true);
  };
  return (
    <Card className={styles.card}>
      <header className={styles.header}>
        <div>
          <h2 id="default-options" className={styles.title}>
            Default options
          </h2>
          <p className={styles.hint}>What this unit starts with whenever you add it to a list.</p>
        </div>
        {saved && <Badge tone="accent">Customised</Badge>}
      </header>
      <div className={styles.groups}>
        {view.upgradeSets.map((set) => (
          <ChoiceGroup
            key={`unit-${set.name}`}
            label={set.name}
            options={set.options}
            selected={set.selected}
            onSelect={(option) => change(chooseUpgrade(draft, unit, option))}
          />
        ))}
        {view.models.map((model) => (
          <div key={model.model} className={styles.model}>
            {view.models.length > 1 || model.weaponOptions.length > 0 ? <p className={styles.modelName}>{model.model}</p> : null}
            {model.weaponOptions.map((option) => (
              <div key={option.name} className={styles.counterRow}>
                <span className={styles.counterLabel}>
                  {option.name}
                  <span className={styles.bounds}>up to {option.max}</span>
                </span>
                <Counter
                  label={option.name}
                  value={option.count}
                  min={option.min}
                  max={option.max}
                  onChange={(value) => change(setWeaponCount(draft, unit, model.model, option.name, value))}
                />
              </div>
            ))}
            {model.optionSets.map((set) =>
              set.single ? (
                <ChoiceGroup
                  key={set.name}
                  label={set.name}
                  options={set.options.map((option) => option.name)}
                  selected={set.selected}
                  onSelect={(option) => change(chooseModelOption(draft, unit, model.model, option))}
                />
              ) : (
                <Fieldset key={set.name} legend={set.name} className={styles.counters}>
                  {set.options.map((option) => (
                    <div key={option.name} className={styles.counterRow}>
                      <span className={styles.counterLabel}>{option.name}</span>
                      <Counter
                        label={option.name}
                        value={option.count}
                        min={option.min}
                        max={option.max}
                        onChange={(value) => change(setWeaponCount(draft, unit, model.model, option.name, value))}
                      />
                    </div>
                  ))}
                </Fieldset>
              ),
            )}
          </div>
        ))}
      </div>
      <footer className={styles.footer}>
        <Button
          onClick={() => {
            reset();
            toast('Saved');
          }}
          disabled={!saved && !dirty}
          title={!saved && !dirty ? 'These are already the defaults.' : undefined}
        >
          Reset to defaults
        </Button>
        <Button
          variant="primary"
          disabled={!dirty}
          title={dirty ? undefined : 'Change an option to save it.'}
          onClick={() => {
            save({ upgrades: draft.upgrades, weapons: draft.weapons });
            toast('Saved');
          }}
        >
          Save
        </Button>
      </footer>
    </Card>
  );
}

export function DefaultOptionsCard({ unit }: { unit: Unit }) {
  const defaults = useUnitDefaults(unit);
  // A save or reset gives new choices: the editor starts again from them.
  return <DefaultOptionsEditor key={`${unit.id}:${JSON.stringify(defaults.choices)}:${defaults.saved}`} unit={unit} {...defaults} />;
}
