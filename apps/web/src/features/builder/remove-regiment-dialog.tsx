// The question before a regiment and its units leave the list. A lazy part of the builder (regiment-card.tsx): the
// dialog's code (Radix's dialog, the sheet) is no part of the list's first paint.
import { ConfirmDialog } from '../../ui/dialog';

type Props = {
  title: string;
  unitCount: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRemove: () => void;
};

export function RemoveRegimentDialog({ title, unitCount, open, onOpenChange, onRemove }: Props) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Remove ${title}?`}
      description={`Its ${unitCount} unit${unitCount === 1 ? '' : 's'} will be removed from the list.`}
      confirmLabel="Remove"
      danger
      onConfirm={onRemove}
    />
  );
}
