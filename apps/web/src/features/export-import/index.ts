export { ExportGate } from './export-gate';
export { QrImage } from './qr-image';
export { useCopy } from './use-copy';
export { useListExport } from './use-list-export';
export { useShareLink } from './use-share-link';
