// The strength of a new password under its field, as the player types: five
// bars filled to zxcvbn's score (0 to 4) with a word, and the server's own
// sentence for a password it would refuse. The sentence is a polite live
// region the field names in aria-describedby, so a screen reader hears it.
import type { PasswordRating } from '@scrolldex/contract/password';

import styles from './password-strength.module.css';

const TONES = ['weak', 'weak', 'fair', 'good', 'good'] as const;

export function PasswordStrength({ id, rating }: { id: string; rating: PasswordRating | null }) {
  const filled = rating === null ? 0 : rating.score + 1;
  const tone = rating === null ? undefined : rating.problem === null ? TONES[rating.score] : 'weak';
  return (
    <div className={styles.strength} data-tone={tone}>
      <div className={styles.bars} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((bar) => (
          <span key={bar} className={styles.bar} data-filled={bar < filled || undefined} />
        ))}
      </div>
      <p id={id} className={styles.text} aria-live="polite">
        {rating && (
          <>
            <span className={styles.word}>Strength: {rating.label}.</span> {rating.problem ?? 'Hard to guess.'}
          </>
        )}
      </p>
    </div>
  );
}
