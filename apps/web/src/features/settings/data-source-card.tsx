// Data: the branch or release tag the game data comes from, with the notice for
// the kind of choice. Choosing one reloads the data.
import type { Ref, Refs } from '@scrolldex/contract';
import { useAtom, useAtomValue } from 'jotai';
import { Database, Info, TriangleAlert } from 'lucide-react';
import { useId } from 'react';

import { dataLoadingAtom } from '../../state/game-data';
import { DEFAULT_DATA_REF, dataRefAtom } from '../../state/settings';
import { Spinner } from '../../ui/spinner';
import styles from './data-source-card.module.css';
import { SettingsSection } from './settings-section';
import { useRefs } from '../../shared/use-refs';

export const MAIN_NOTICE = 'Main is the default branch and contains the most up-to-date data. It is recommended for most users.';
export const BRANCH_NOTICE =
  'Warning: Branches should only be used during development. They may be unstable, contain incorrect or incomplete information and may be deleted without notice. Use at your own risk.';
export const TAG_NOTICE =
  'Warning: Tags represent a specific point in history. They are useful for events with locked list building. But the data will not reflect the latest data or fixes.';

/** The chosen ref as /refs describes it; one it no longer lists counts as a branch. */
function findRef(refs: Refs, name: string): Ref {
  return [...refs.branches, ...refs.releases].find((ref) => ref.name === name) ?? { name, type: 'Branch', sha: '', description: null, season: null };
}

export function DataSourceCard() {
  const refs = useRefs();
  const [dataRef, setDataRef] = useAtom(dataRefAtom);
  const loading = useAtomValue(dataLoadingAtom);
  const selectId = useId();
  const chosen = refs ? findRef(refs, dataRef) : null;
  const listed = refs !== null && [...refs.branches, ...refs.releases].some((ref) => ref.name === dataRef);
  return (
    <SettingsSection title="Data" icon={<Database size={16} />}>
      <div className={styles.body}>
        <div className={styles.field}>
          <label htmlFor={selectId} className={styles.label}>
            Data source
          </label>
          <div className={styles.control}>
            <select id={selectId} className={styles.select} value={dataRef} disabled={refs === null} onChange={(event) => setDataRef(event.target.value)}>
              {!listed && <option value={dataRef}>{dataRef}</option>}
              {refs && (
                <>
                  <optgroup label="Branches">
                    {refs.branches.map((ref) => (
                      <option key={ref.name} value={ref.name}>
                        {ref.name}
                      </option>
                    ))}
                  </optgroup>
                  {refs.releases.length > 0 && (
                    <optgroup label="Releases">
                      {refs.releases.map((ref) => (
                        <option key={ref.name} value={ref.name}>
                          {ref.name}
                        </option>
                      ))}
                    </optgroup>
                  )}
                </>
              )}
            </select>
            {(refs === null || loading) && <Spinner label={refs === null ? 'Loading data sources...' : 'Loading game data...'} />}
          </div>
        </div>
        {chosen && <RefNotice chosen={chosen} />}
      </div>
    </SettingsSection>
  );
}

function RefNotice({ chosen }: { chosen: Ref }) {
  if (chosen.type === 'Release') {
    return (
      <div className={[styles.notice, styles.warning].join(' ')} role="note">
        <TriangleAlert size={18} aria-hidden="true" className={styles.noticeIcon} />
        <div className={styles.noticeText}>
          <p>{TAG_NOTICE}</p>
          {chosen.description && (
            <p className={styles.description}>
              <span className={styles.descriptionLabel}>{chosen.name}: </span>
              {chosen.description}
            </p>
          )}
        </div>
      </div>
    );
  }
  const main = chosen.name === DEFAULT_DATA_REF;
  return (
    <div className={[styles.notice, main ? styles.info : styles.warning].join(' ')} role="note">
      {main ? (
        <Info size={18} aria-hidden="true" className={styles.noticeIcon} />
      ) : (
        <TriangleAlert size={18} aria-hidden="true" className={styles.noticeIcon} />
      )}
      <p className={styles.noticeText}>{main ? MAIN_NOTICE : BRANCH_NOTICE}</p>
    </div>
  );
}
