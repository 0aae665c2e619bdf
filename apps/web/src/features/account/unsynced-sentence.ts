// What the logout prompt says is not synced yet, counted per record:
// '2 lists have changes that are not synced yet.'
import type { UnsyncedChanges } from '../../state/account-data';

type Part = { text: string; plural: boolean };

function counted(count: number, one: string, many: string): Part[] {
  return count === 0 ? [] : [{ text: `${count} ${count === 1 ? one : many}`, plural: count > 1 }];
}

export function unsyncedSentence(changes: UnsyncedChanges): string {
  const parts = [
    ...counted(changes.lists, 'list', 'lists'),
    ...counted(changes.folders, 'folder', 'folders'),
    ...(changes.order ? [{ text: 'the order of your lists', plural: false }] : []),
    ...counted(changes.favourites, 'favourite', 'favourites'),
    ...counted(changes.unitSettings, 'unit setting', 'unit settings'),
    ...counted(changes.games, 'game', 'games'),
    ...counted(changes.rosters, 'roster', 'rosters'),
  ];
  const texts = parts.map((part) => part.text);
  const subject = texts.length < 2 ? (texts[0] ?? '') : `${texts.slice(0, -1).join(', ')} and ${texts.at(-1)}`;
  const verb = parts.length === 1 && !parts[0]!.plural ? 'has' : 'have';
  return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} ${verb} changes that are not synced yet.`;
}
