// @scrolldex/contract: the bodies of the HTTP API, the server's answers and the
// web client's parsing alike. The schemas are zod/mini: the web app's first
// bundle parses tokens, the manifest, the configuration and favourites with
// them, and zod/mini is a fraction of classic zod's size there. list-sync.ts
// extends the rules package's (classic) list schemas and stays classic; it
// loads only with the list screens.
export {
  AccountNameSchema,
  CreateAccountBodySchema,
  DeleteAccountBodySchema,
  EmailSchema,
  GivenPasswordSchema,
  LoginBodySchema,
  LogoutBodySchema,
  NewPasswordSchema,
  OpaqueTokenSchema,
  PASSWORD_IS_NAME,
  PASSWORD_ONLY_SPACES,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordShapeProblem,
  RefreshBodySchema,
  RequestResetBodySchema,
  ResetPasswordBodySchema,
  UpdatePasswordBodySchema,
  USERNAME_RULE,
  UsernameSchema,
  type CreateAccountBody,
  type DeleteAccountBody,
  type LoginBody,
  type LogoutBody,
  type PasswordOwner,
  type RefreshBody,
  type RequestResetBody,
  type ResetPasswordBody,
  type UpdatePasswordBody,
} from './account.js';
export { ApiErrorSchema, type ApiError } from './api-error.js';
export {
  BcpAppStateSchema,
  BcpCallbackQuerySchema,
  BcpEventParamsSchema,
  BcpEventSchema,
  BcpEventsSchema,
  BcpListEntriesSchema,
  BcpListEntrySchema,
  BcpLoginQuerySchema,
  BcpLoginSchema,
  BcpRefreshQuerySchema,
  type BcpEvent,
  type BcpEventParams,
  type BcpListEntry,
  type BcpLogin,
  type BcpLoginQuery,
  type BcpRefreshQuery,
} from './bcp.js';
export {
  ACTIVE_SUBSCRIPTION_STATUSES,
  hasActiveSubscription,
  PortalSessionAnswerSchema,
  PortalSessionBodySchema,
  SessionCompleteBodySchema,
  type PortalSessionAnswer,
} from './billing.js';
export { DATA_FILE_NAME, DataFileParamsSchema, DataFilesSchema, type DataFiles } from './data-files.js';
export { FaqQuestionSchema, FaqRuleSchema, FaqSchema, FaqSectionSchema, type Faq, type FaqQuestion, type FaqRule, type FaqSection } from './faq.js';
export {
  FAVORITE_TYPES,
  FavoriteEntrySchema,
  FavoritesSchema,
  FavoritesWriteAnswerSchema,
  FavoritesWriteSchema,
  FavoriteWriteEntrySchema,
  type FavoriteEntry,
  type Favorites,
  type FavoritesWrite,
  type FavoritesWriteAnswer,
} from './favorites.js';
export { PASSWORD_LIMITS, SYNC_LIMITS } from './limits.js';
export {
  GameStatesSchema,
  GameSyncAnswerSchema,
  GameSyncBodySchema,
  GameSyncEnvelopeSchema,
  SyncedGameSchema,
  type GameStates,
  type GameSyncAnswer,
  type GameSyncBody,
} from './game-sync.js';
export {
  ListStatesSchema,
  ListSyncAnswerSchema,
  ListSyncBodySchema,
  ListSyncEnvelopeSchema,
  SyncConflictsSchema,
  SyncedFolderSchema,
  SyncedListSchema,
  type ListStates,
  type ListSyncAnswer,
  type ListSyncBody,
  type SyncConflicts,
} from './list-sync.js';
export {
  RosterStatesSchema,
  RosterSyncAnswerSchema,
  RosterSyncBodySchema,
  RosterSyncEnvelopeSchema,
  SyncedRosterSchema,
  type RosterStates,
  type RosterSyncAnswer,
  type RosterSyncBody,
} from './roster-sync.js';
export { ManifestEntrySchema, ManifestSchema, REF_TYPES, RefTypeSchema, type Manifest, type ManifestEntry, type RefType } from './manifest.js';
export { MessageAnswerSchema, type MessageAnswer } from './message.js';
export { RefNameSchema, RefQuerySchema, RefSchema, RefsSchema, type Ref, type RefQuery, type Refs } from './refs.js';
export { DEFAULT_RULES_REF, RuleDocumentParamsSchema, RuleDocumentQuerySchema, type RuleDocumentQuery } from './rule-documents.js';
export { RuntimeConfigSchema, StripePricingTableSchema, type RuntimeConfig, type StripePricingTable } from './runtime-config.js';
export { SERVER_NAVIGATION_PATHS } from './server-navigation-paths.js';
export { isUnderServerPrefix, SERVER_PATH_PREFIXES } from './server-path-prefixes.js';
export { ShareAnswerSchema, ShareCodeParamsSchema, ShareParamsSchema, type ShareAnswer, type ShareParams } from './share.js';
export { AccessTokenClaimsSchema, TokenPairSchema, type AccessTokenClaims, type TokenPair } from './tokens.js';
export {
  UnitSettingEntrySchema,
  UnitSettingsSchema,
  UnitSettingsWriteAnswerSchema,
  UnitSettingsWriteSchema,
  UnitSettingWriteEntrySchema,
  type UnitSettingEntry,
  type UnitSettings,
  type UnitSettingsWrite,
  type UnitSettingsWriteAnswer,
} from './unit-settings.js';
