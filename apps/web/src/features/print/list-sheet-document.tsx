// The list sheet for the organiser and the opponent: the export's contents on
// one page (army, formation, lores, cards, regiments with their units,
// enhancements and points, the regiment of renown, auxiliaries, terrain,
// totals and drops), the player's name, the data it was checked on, and the
// QR code of its import link.
import { buildListSheet, type ArmyList, type ContentUnit, type CostedName, type GameData } from '@scrolldex/rules';
import { useAtom } from 'jotai';
import { useMemo } from 'react';

import { printListQrAtom, printPlayerNameAtom, type PaperSize } from '../../state/settings';
import { EmptyState } from '../../ui/empty-state';
import { Switch } from '../../ui/switch';
import { TextField } from '../../ui/text-field';
import { QrImage, useShareLink } from '../export-import';
import styles from './list-sheet-document.module.css';
import { PaperSheet } from './paper-sheet';
import { unitDetailLabel } from './unit-detail-label';

type Props = { list: ArmyList; data: GameData; exportText: string; paper: PaperSize };

const costLabel = (points: number) => (points > 0 ? `${points} pts` : '');

export function ListSheetDocument({ list, data, exportText, paper }: Props) {
  const sheet = useMemo(() => buildListSheet(list, data), [list, data]);
  const [playerName, setPlayerName] = useAtom(printPlayerNameAtom);
  const [showQr, setShowQr] = useAtom(printListQrAtom);
  if (!sheet.ok) return <EmptyState title={sheet.errors[0]!.message} />;
  const { contents, handbook, dataVersion, unitCount } = sheet.value;
  const options = (
    <>
      <TextField label="Player name" value={playerName} onValueChange={setPlayerName} maxLength={100} placeholder="Left blank to write by hand" />
      <Switch label="QR code" description="The list's import link, for the opponent." checked={showQr} onCheckedChange={setShowQr} />
    </>
  );
  return (
    <PaperSheet paper={paper} label="List sheet" options={options}>
      <header className={styles.head}>
        <div className={styles.titles}>
          <h2 className={styles.name}>{contents.name || contents.army.name}</h2>
          <p className={styles.army}>
            {contents.army.name}
            {contents.army.renown && <> | {contents.army.renown} (Army of Renown)</>}
          </p>
          <p className={styles.player}>
            Player:{' '}
            {playerName.trim() ? (
              <strong>{playerName.trim()}</strong>
            ) : (
              <span className={styles.blank}>
                <span className="visually-hidden">blank</span>
              </span>
            )}
          </p>
        </div>
        <dl className={styles.totals}>
          <div>
            <dt>Points</dt>
            <dd>
              {contents.points}/{contents.pointsCap}
            </dd>
          </div>
          <div>
            <dt>Drops</dt>
            <dd>{contents.drops}</dd>
          </div>
          <div>
            <dt>Units</dt>
            <dd>{unitCount}</dd>
          </div>
          <div>
            <dt>Wounds</dt>
            <dd>{contents.wounds}</dd>
          </div>
        </dl>
      </header>

      <dl className={styles.choices}>
        {contents.formation && <Choice label="Battle Formation" item={contents.formation} />}
        {contents.lores.map((lore) => (
          <Choice key={lore.label} label={lore.label} item={lore} />
        ))}
        {contents.battleTacticCards.length > 0 && (
          <div className={styles.choice}>
            <dt>Battle Tactic Cards</dt>
            <dd>{contents.battleTacticCards.join(', ')}</dd>
          </div>
        )}
      </dl>

      <div className={styles.blocks}>
        {contents.regiments.map((regiment) => (
          <UnitBlock key={regiment.title} title={regiment.title} units={regiment.units} />
        ))}
        {contents.regimentOfRenown && <UnitBlock title="Regiment of Renown" heading={contents.regimentOfRenown} units={contents.regimentOfRenown.members} />}
        {contents.auxiliaryUnits.length > 0 && <UnitBlock title="Auxiliary Units" units={contents.auxiliaryUnits} />}
        {contents.terrain && (
          <section className={styles.block} aria-label="Faction Terrain">
            <h3 className={styles.blockTitle}>Faction Terrain</h3>
            <ul className={styles.units}>
              <li className={styles.unit}>
                <span className={styles.unitName}>{contents.terrain.name}</span>
                <span className={styles.points}>{costLabel(contents.terrain.points)}</span>
                {contents.terrain.companions.length > 0 && <span className={styles.details}>With {contents.terrain.companions.join(', ')}</span>}
              </li>
            </ul>
          </section>
        )}
      </div>

      <footer className={styles.foot}>
        <div className={styles.source}>
          <p>
            <strong>
              Total {contents.points}/{contents.pointsCap} pts
            </strong>{' '}
            · {contents.drops} drops
          </p>
          <p>
            {handbook} · Data {dataVersion}
          </p>
          <p className={styles.made}>Made with Scrolldex</p>
        </div>
        {showQr && <ListQr list={list} exportText={exportText} />}
      </footer>
    </PaperSheet>
  );
}

function Choice({ label, item }: { label: string; item: CostedName }) {
  return (
    <div className={styles.choice}>
      <dt>{label}</dt>
      <dd>
        {item.name}
        {item.points > 0 && <span className={styles.cost}> ({item.points} pts)</span>}
      </dd>
    </div>
  );
}

function UnitBlock({ title, heading, units }: { title: string; heading?: CostedName; units: readonly ContentUnit[] }) {
  return (
    <section className={styles.block} aria-label={title}>
      <h3 className={styles.blockTitle}>
        <span>{heading ? heading.name : title}</span>
        {heading && <span className={styles.points}>{costLabel(heading.points)}</span>}
      </h3>
      <ul className={styles.units}>
        {units.map((unit, index) => (
          <li key={index} className={styles.unit}>
            <span className={styles.unitName}>{unit.name}</span>
            <span className={styles.points}>{unit.points === null ? '' : costLabel(unit.points)}</span>
            {unit.details.length > 0 && <span className={styles.details}>{unit.details.map(unitDetailLabel).join(' · ')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ListQr({ list, exportText }: { list: ArmyList; exportText: string }) {
  const link = useShareLink(list, exportText);
  return (
    <figure className={styles.qr}>
      {link ? <QrImage link={link} label={`QR code of the import link of ${list.name}`} /> : <div className={styles.qrPending} aria-hidden="true" />}
      <figcaption>Scan to open this list</figcaption>
    </figure>
  );
}
