// @scrolldex/rules/text: the export text (formatList), the importer of every
// layout we read (parseListText, importToList, importOverview), share links and
// event list files.
export { playerNameOf, parseEventLists, NO_EVENT_LISTS_MESSAGE, seasonOfEventLists } from './event-lists.js';
export type { EventListEntry, EventListWarning, EventList, EventListsError } from './event-lists.js';
export { formatExportDate } from './export-markers.js';
export type { ExportMetadata } from './export-markers.js';
export { dataVersionOf, formatList, FORMAT_LIST_MESSAGES, EXPORT_SIGNATURE } from './format-list.js';
export type { FormatListError, FormatListOptions } from './format-list.js';
export { importOverview } from './import-overview.js';
export type { ImportOverview } from './import-overview.js';
export { defaultImportName, importToList } from './import-to-list.js';
export type { ImportToListInput } from './import-to-list.js';
export { unknownArmyMessage, LIST_TEXT_FORMATS, IMPORT_MESSAGES } from './import-types.js';
export type {
  ListTextFormat,
  ImportErrorCode,
  ImportError,
  UnplacedCode,
  UnplacedLine,
  ApproximateMatch,
  ArmyInference,
  IgnoredNote,
  ImportedList,
  ParsedListText,
} from './import-types.js';
export { readListSeason } from './list-season.js';
export { parseListText } from './parse-list.js';
export { encodeShareLink, decodeShareLink, SHARE_LINK_MESSAGES } from './share-link.js';
export type { ShareLinkErrorCode, ShareLinkError } from './share-link.js';
