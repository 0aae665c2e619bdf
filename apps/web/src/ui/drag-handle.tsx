// The grip a sortable item is dragged by (dnd-kit): a labelled button holding
// the drag's attributes and listeners, so a keyboard picks the item up too.
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';

import styles from './drag-handle.module.css';

type DragHandleProps = {
  /** What a screen reader announces: 'Move Liberators'. */
  label: string;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  /** dnd-kit's activator ref, when only the handle starts a drag. */
  activatorRef?: (element: HTMLElement | null) => void;
  /** 'narrow' in a dense row, 'wide' (a full touch target) beside a header. */
  width?: 'narrow' | 'wide';
  /** The place's own spacing. */
  className?: string;
};

export function DragHandle({ label, attributes, listeners, activatorRef, width = 'narrow', className }: DragHandleProps) {
  return (
    <button
      type="button"
      ref={activatorRef}
      className={[styles.handle, styles[width], className].filter(Boolean).join(' ')}
      {...attributes}
      {...listeners}
      aria-label={label}
      title={label}
    >
      <GripVertical size={width === 'wide' ? 20 : 18} aria-hidden="true" />
    </button>
  );
}
