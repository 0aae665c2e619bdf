// ListBuilder (/list/$id): the list's name (on one line) and faction in
// the header with the battle view and a menu of the rest (export, print, settings), then the builder. A list that is not
// stored here (deleted, or a link from another device) says so with a way home.
import { useNavigate, useParams } from '@tanstack/react-router';

import { Page } from '../../shared/page';
import { useList } from '../../state/lists';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { BattleViewButton } from '../battle';
import { ListsLoading } from '../../shared/lists-loading';
import { GameDataGate } from '../unit';
import { BuilderView } from './builder-view';
import { ListMenu } from './list-menu';

export function ListBuilderPage() {
  const { id } = useParams({ from: '/list/$id' });
  const navigate = useNavigate();
  const list = useList(id);
  if (list === undefined) {
    return (
      <Page title="Your list">
        <ListsLoading />
      </Page>
    );
  }
  if (!list) {
    return (
      <Page title="List not found">
        <EmptyState
          title="This list is not on this device."
          action={
            <Button variant="primary" onClick={() => void navigate({ to: '/' })}>
              Back to your lists
            </Button>
          }
        >
          It may have been deleted, or it was made on another device that has not synced yet.
        </EmptyState>
      </Page>
    );
  }
  const actions = (
    <>
      <BattleViewButton listId={id} />
      <ListMenu listId={id} />
    </>
  );
  return (
    <Page title={list.name} subtitle={list.faction} actions={actions} oneLineTitle withPane>
      <GameDataGate fallback={(body) => body} dataRef={list.dataRef} army={list.faction}>
        {(data) => <BuilderView list={list} data={data} />}
      </GameDataGate>
    </Page>
  );
}
