// Confirm Import's note on a list of another season than the app's data:
// the offer to open it with that season's release, or, once
// taken, which release the list will be pinned to.
import { releaseForSeason, type GameData, type SeasonedRelease } from '@scrolldex/rules';
import { CalendarClock, Pin } from 'lucide-react';

import { Button } from '../../ui/button';
import styles from './release-offer-note.module.css';

export type ReleaseOffer = { season: string; release: string };

/** The release to offer for a list of `season` read against `data`; null when the season is the data's own, unknown, or has no release. */
export function releaseOfferFor(season: string | null, data: GameData, releases: readonly SeasonedRelease[]): ReleaseOffer | null {
  if (season === null || season === data.handbook.season) return null;
  const release = releaseForSeason(season, releases);
  return release === null ? null : { season, release };
}

type Props = { kind: 'offer'; offer: ReleaseOffer; busy: boolean; onAccept: () => void } | { kind: 'pinned'; release: string; handbook: string };

export function ReleaseOfferNote(props: Props) {
  if (props.kind === 'pinned') {
    return (
      <p className={styles.note} role="note">
        <Pin size={18} aria-hidden="true" className={styles.icon} />
        <span className={styles.text}>
          Read with the game data of <strong className={styles.release}>{props.release}</strong> ({props.handbook}); the list stays with it until you move it to
          the current data.
        </span>
      </p>
    );
  }
  const { offer, busy, onAccept } = props;
  return (
    <div className={styles.note} role="note">
      <CalendarClock size={18} aria-hidden="true" className={styles.icon} />
      <span className={styles.text}>
        This list is from the {offer.season} season: open it with <span className={styles.release}>{offer.release}</span>?
      </span>
      <Button size="sm" variant="primary" onClick={onAccept} disabled={busy}>
        {busy ? 'Loading…' : `Open with ${offer.release}`}
      </Button>
    </div>
  );
}
