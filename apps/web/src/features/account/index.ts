export { AccountButton } from './account-button';
export { errorSentence } from './error-sentence';
export { formatRelativeSyncTime } from './format-relative-sync-time';
export { SubscriptionNeededNote } from './subscription-needed-note';
export { formatMediumDate, SyncSummary } from './sync-summary';
