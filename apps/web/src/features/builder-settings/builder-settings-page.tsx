// BuilderSettings (/list/{id}/settings): rename, validation mode, points cap,
// change faction, lock, duplicate and delete. Name, mode and cap are list
// edits (refused while locked); lock, faction, duplicate and delete are
// engine operations written through the library atoms.
import { MAX_POINTS_CAP, MIN_POINTS_CAP, POINTS_CAP_STEP, ValidatorModeSchema, type ArmyList, type GameData } from '@scrolldex/rules';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';

import { Page } from '../../shared/page';
import { useToast } from '../../shared/use-toast';
import { useList, useListEdit } from '../../state/lists';
import { Card } from '../../ui/card';
import { Counter } from '../../ui/counter';
import { EmptyState } from '../../ui/empty-state';
import { Section } from '../../ui/section';
import { Select } from '../../ui/select';
import { VALIDATOR_OPTIONS } from '../builder';
import { GameDataGate } from '../unit';
import styles from './builder-settings.module.css';
import { ChangeFaction } from './change-faction';
import { ListsLoading } from '../../shared/lists-loading';
import { ListActions } from './list-actions';
import { RenameForm } from './rename-form';

const TITLE = 'List Settings';

export function BuilderSettingsPage() {
  const { id } = useParams({ from: '/list/$id/settings' });
  const list = useList(id);
  if (list === undefined) {
    return (
      <Page title={TITLE}>
        <ListsLoading />
      </Page>
    );
  }
  if (!list) {
    return (
      <Page title={TITLE}>
        <EmptyState title="List not found." />
      </Page>
    );
  }
  // Every edit is applied against the list's army's data (useListEdit), so the screen waits for it; Change Faction
  // loads the chosen army's.
  return (
    <GameDataGate fallback={(body) => <Page title={TITLE}>{body}</Page>} dataRef={list.dataRef} army={list.faction}>
      {(data) => (
        <Page title={TITLE} subtitle={list.name}>
          <Settings list={list} data={data} />
        </Page>
      )}
    </GameDataGate>
  );
}

function Settings({ list, data }: { list: ArmyList; data: GameData }) {
  const edit = useListEdit(list.id);
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const apply = (change: Parameters<typeof edit>[0], done?: string) => {
    const refused = edit(change);
    setRefusal(refused?.message ?? null);
    if (!refused && done) toast(done);
  };
  return (
    <div className={styles.page}>
      {refusal && (
        <p role="alert" className={styles.refusal}>
          {refusal}
        </p>
      )}
      <Section id="settings-list" title="List">
        <Card className={styles.card}>
          <RenameForm list={list} onRename={(name) => apply({ op: 'rename', name }, 'List renamed.')} />
          <Select
            label="Validation mode"
            value={list.validator}
            options={VALIDATOR_OPTIONS}
            disabled={list.locked}
            onChange={(value) => apply({ op: 'setValidator', mode: ValidatorModeSchema.parse(value) })}
          />
          <div className={styles.row}>
            <div className={styles.rowText}>
              <span className={styles.label}>Points cap</span>
              <span className={styles.hint}>
                {MIN_POINTS_CAP} to {MAX_POINTS_CAP}
              </span>
            </div>
            <Counter
              label="Points cap"
              value={list.pointsCap}
              min={list.locked ? list.pointsCap : MIN_POINTS_CAP}
              max={list.locked ? list.pointsCap : MAX_POINTS_CAP}
              step={POINTS_CAP_STEP}
              onChange={(cap) => apply({ op: 'setPointsCap', cap })}
            />
          </div>
        </Card>
      </Section>
      <Section id="settings-faction" title="Faction">
        <ChangeFaction list={list} data={data} />
      </Section>
      <Section id="settings-actions" title="Actions">
        <ListActions list={list} />
      </Section>
    </div>
  );
}
