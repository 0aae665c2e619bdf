// A modal that rises from the bottom edge on phones and sits centred on wider
// screens (List Issues, options of one thing). Same header and footer as Dialog.
import type { ComponentProps } from 'react';

import { ModalFrame } from './dialog';
import styles from './sheet.module.css';

export function Sheet(props: Omit<ComponentProps<typeof ModalFrame>, 'contentClassName' | 'bodyClassName'>) {
  return <ModalFrame {...props} contentClassName={styles.sheet!} bodyClassName={styles.body!} />;
}
