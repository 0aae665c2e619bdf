// Lock, duplicate (the copy opens) and delete (asked first unless the player
// turned that off; then home), through the Lists tab's library actions.
import type { ArmyList } from '@scrolldex/rules';
import { toggleLock } from '@scrolldex/rules';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { Copy, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { useToast } from '../../shared/use-toast';
import { saveListAtom } from '../../state/lists';
import { confirmDeleteAtom } from '../../state/settings';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Switch } from '../../ui/switch';
import { DeleteListDialog, useLibraryActions } from '../lists';
import styles from './builder-settings.module.css';

export function ListActions({ list }: { list: ArmyList }) {
  const save = useSetAtom(saveListAtom);
  const actions = useLibraryActions();
  const navigate = useNavigate();
  const toast = useToast();
  const confirmDelete = useAtomValue(confirmDeleteAtom);
  const [deleting, setDeleting] = useState(false);

  const duplicate = () => {
    const copyId = actions.duplicate(list.id);
    if (!copyId) return;
    toast('List duplicated.');
    void navigate({ to: '/list/$id', params: { id: copyId } });
  };
  const remove = () => {
    toast('List deleted.', 'info', { label: 'Undo', run: actions.deleteList(list.id) });
    void navigate({ to: '/', replace: true });
  };

  return (
    <Card className={styles.card}>
      <Switch
        label="Locked"
        description="A locked list cannot be changed until it is unlocked."
        checked={list.locked}
        onCheckedChange={() => save(toggleLock(list, Date.now()))}
      />
      <div className={styles.buttons}>
        <Button icon={<Copy size={18} />} onClick={duplicate}>
          Duplicate
        </Button>
        <Button variant="danger" icon={<Trash2 size={18} />} onClick={() => (confirmDelete ? setDeleting(true) : remove())}>
          Delete
        </Button>
      </div>
      <DeleteListDialog listName={list.name} open={deleting} onOpenChange={setDeleting} onDelete={remove} />
    </Card>
  );
}
