// The overlay's query: typing searches after a 500 ms pause,
// Enter searches at once and stores the query in the history; a blank input
// searches nothing. Starts from the seed a keyword badge or example left.
import { useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';

import { recordSearchAtom } from '../../state/search';
import { searchSeedAtom } from '../../state/ui';

export const SEARCH_DEBOUNCE_MS = 500;

export function useOverlaySearch() {
  const [seed, setSeed] = useAtom(searchSeedAtom);
  const [initial] = useState(seed);
  const [text, setText] = useState(initial);
  const [query, setQuery] = useState(initial);
  const record = useSetAtom(recordSearchAtom);

  useEffect(() => {
    if (initial) setSeed('');
  }, [initial, setSeed]);

  useEffect(() => {
    if (text.trim() === '') return setQuery('');
    const timer = setTimeout(() => setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  /** Enter: search now and remember the query. */
  const submit = useCallback(() => {
    setQuery(text);
    record(text);
  }, [text, record]);

  /** A past query chosen from the history: shown, searched and moved first. */
  const repeat = useCallback(
    (past: string) => {
      setText(past);
      setQuery(past);
      record(past);
    },
    [record],
  );

  return { text, setText, query, submit, repeat };
}
