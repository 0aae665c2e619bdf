// The link a QR code carries: the export
// text's import link, shortened by our server once per export text and
// cached on the list; the long link when shortening fails. Developers may
// point it at the developer host instead (never shortened or cached: the
// server's short links lead to its own site).
import { ShareAnswerSchema } from '@scrolldex/contract';
import { buildImportLink, encodeShareLink, withExportEncoded, type ArmyList } from '@scrolldex/rules';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';

import { fetchJson } from '../../data/api';
import { runtimeConfigAtom } from '../../state/game-data';
import { saveListAtom } from '../../state/lists';
import { developerModeAtom, redirectQrToDevAtom } from '../../state/settings';

/** The site import links start with: the dev host when redirected, else the configured UI origin, else this one. */
function useImportSite(): { site: string; toDev: boolean } {
  const config = useAtomValue(runtimeConfigAtom);
  const developerMode = useAtomValue(developerModeAtom);
  const redirect = useAtomValue(redirectQrToDevAtom);
  if (developerMode && redirect && config?.devHost) return { site: `https://${config.devHost}`, toDev: true };
  return { site: config?.uiUrl ?? window.location.origin, toDev: false };
}

/** The link for the QR code, or null while a short link is being asked for. */
export function useShareLink(list: ArmyList, exportText: string): string | null {
  const { site, toDev } = useImportSite();
  const save = useSetAtom(saveListAtom);
  const longLink = useMemo(() => buildImportLink(site, exportText), [site, exportText]);
  const cached = withExportEncoded(list, exportText);
  const [fallback, setFallback] = useState<string | null>(null);

  useEffect(() => {
    if (toDev) return;
    if (cached !== list) {
      // A new export text: record it, which drops the stale short link.
      save(cached);
      return;
    }
    if (cached.qrImportLink) return;
    let current = true;
    fetchJson(`/share/${encodeShareLink(exportText)}`, ShareAnswerSchema, { method: 'POST' })
      .then(({ shareLink }) => {
        if (current) save({ ...cached, qrImportLink: shareLink });
      })
      .catch((error: unknown) => {
        console.warn('Could not shorten the import link; the QR code carries the long link.', error);
        if (current) setFallback(longLink);
      });
    return () => {
      current = false;
    };
  }, [cached, exportText, list, longLink, save, toDev]);

  if (toDev) return longLink;
  if (cached.qrImportLink) return cached.qrImportLink;
  return fallback === longLink ? fallback : null;
}
