// One 'Clear …' row: what it clears, how much there is, and a button that asks
// first and toasts 'Cleared!' when done.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';

import { useToast } from '../../shared/use-toast';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import styles from './clear-action.module.css';

type ClearActionProps = {
  label: string;
  description: string;
  /** The question of the confirmation dialog. */
  confirmText: string;
  onClear: () => void | Promise<void>;
  /** What its button says, a word of `label` (a voice control user says what they see): 'Clear', or 'Delete'. */
  verb?: 'Clear' | 'Delete';
};

export function ClearAction({ label, description, confirmText, onClear, verb = 'Clear' }: ClearActionProps) {
  const [asking, setAsking] = useState(false);
  const toast = useToast();
  const clear = async () => {
    try {
      await onClear();
      toast('Cleared!');
    } catch (error) {
      console.error(`${label} failed.`, error);
      toast(`${label} failed: ${error instanceof Error ? error.message : String(error)}`, 'error');
    }
  };
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <span className={styles.label}>{label}</span>
        <span className={styles.description}>{description}</span>
      </div>
      {/* 'Clear' on screen, the whole action for screen readers ('Clear Favorites'), which holds the word on screen. */}
      <Button size="sm" icon={<Trash2 size={16} aria-hidden="true" />} aria-label={label} className={styles.button} onClick={() => setAsking(true)}>
        {verb}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`${label}?`}
        description={confirmText}
        confirmLabel={verb}
        danger
        onConfirm={() => void clear()}
      />
    </div>
  );
}
