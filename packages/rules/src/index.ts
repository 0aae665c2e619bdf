export * from './model/index.js';
export * from './list/index.js';
export * from './lookup/build-army-lookup.js';
export * from './points/list-points.js';
export * from './points/list-summary.js';
export * from './validate/index.js';
export * from './core-rules/core-abilities.js';
export { nameKey } from './shared/name-key.js';
export type { Result } from './shared/result.js';
export * from './options/index.js';
export * from './picker/index.js';
export * from './operations/index.js';
export * from './phase/index.js';
export * from './query/index.js';
export * from './text/index.js';
// Companion screens: notices, data staleness, sync cards, search history, home and army page models, route lookups.
export { chooseNotice, noticeSeenKey, NOTICE_MAX_AGE_MS, NOTICE_QUIET_MS, type Notice, type NoticeCategory, type NoticeSeenState } from './companion/choose-notice.js';
export { DATA_BOUNDARY_DAY, DATA_BOUNDARY_HOUR, mostRecentDataBoundary } from './companion/most-recent-data-boundary.js';
export { isDocumentCacheStale, type DocumentCacheState } from './companion/is-document-cache-stale.js';
export { isArmyDataStale, type DataManifestEntry } from './companion/is-army-data-stale.js';
export { formatIsoDate, formatRelativeSyncTime } from './companion/format-relative-sync-time.js';
export { syncStatus } from './companion/sync-status.js';
export { pushSearchHistory, SEARCH_HISTORY_SIZE } from './companion/push-search-history.js';
export { compileNameFilter } from './companion/compile-name-filter.js';
export {
  buildBrowseTree,
  type BrowseAlliance,
  type BrowseArmy,
  type BrowseArmyOfRenown,
  type BrowseOptions,
  type BrowsePointsItem,
  type BrowseSort,
  type BrowseTree,
} from './companion/build-browse-tree.js';
export { compileUnitQuery, groupArmyUnits, type ArmyUnitsOptions } from './companion/group-army-units.js';
export { findArmy } from './companion/find-army.js';
export { describeArmyOption } from './companion/describe-army-option.js';
export { findRegimentOfRenown } from './companion/find-regiment-of-renown.js';
export { findUnitForRoute, REGIMENT_OF_RENOWN_ROUTE_PREFIX, type UnitForRoute, type UnitRouteContext } from './companion/find-unit-for-route.js';
export { findLore, type LoreForRoute } from './companion/find-lore.js';
export { INSTALL_OFFER_INTERVAL_MS, shouldOfferInstall, type InstallOfferState } from './companion/should-offer-install.js';
export { armiesInHomeOrder, armyNames } from './query/make-document.js';
// Warscroll pages: weapon tables, core-rule popovers, FAQ mentions, list context of a unit opened from a list.
export { findWeaponAbilityRule, weaponAbilityLabel } from './warscroll/weapon-ability-rule.js';
export { findKeywordRule } from './warscroll/keyword-rule.js';
export { warscrollWeapons, type WarscrollWeapon, type WarscrollWeapons } from './warscroll/warscroll-weapons.js';
export { faqMentions, type FaqMention } from './warscroll/faq-mentions.js';
export { AUXILIARY_INDEX, describeListPosition, REGIMENT_OF_RENOWN_INDEX, type ListPosition } from './warscroll/list-position.js';
export { parseEnhancementChoices, type EnhancementChoicesError } from './warscroll/parse-enhancement-choices.js';
export { findEnhancement, type FoundEnhancement } from './warscroll/find-enhancement.js';
export { migrateLegacyUnitSettings } from './unit-settings/migrate-legacy-unit-settings.js';
// List builder: every edit as data (refused while locked, stamped with now), select eligibility, cached validation.
export { applyListEdit, type ListEditOptions } from './builder/apply-list-edit.js';
export { editError, type EnhancementField, type ListEdit, type ListEditError, type ListEditErrorCode, type ListEditOp, type ListLoreKind } from './builder/list-edit.js';
export { usesBattleTacticCards } from './builder/list-choices.js';
export { reorder } from './builder/regiment-edits.js';
export { isSameRef, unitAt, unitRefs, warscrollAt, type UnitRef } from './builder/unit-ref.js';
export { casterLevels, enhancementCount, optionLabel, type CasterLevels } from './builder/unit-badges.js';
export { unitEnhancementOptions, type EnhancementOption, type EnhancementSelect, type UnitEnhancementOptions } from './builder/unit-enhancement-options.js';
export { refreshListValidation } from './builder/refresh-list-validation.js';
// Sync of lists and folders, the 'root' order record, and the share-link cache.
export { folderFromSyncRecord, folderToSyncRecord, libraryRecordStates, rootSyncRecord, type ListLibrary } from './sync/list-library.js';
export { applySyncAnswer, buildSyncRequest, type SyncAnswer, type SyncRequest } from './sync/sync-exchange.js';
export { keepConflictedCopies, type SyncConflicts } from './sync/keep-conflicted-copies.js';
export { newerWins, type NewerWinner } from './sync/newer-wins.js';
export { buildImportLink, withExportEncoded } from './sync/share-cache.js';
// One-tap fixes of validation issues.
export { applyFix, suggestFixes } from './fixes/suggest-fixes.js';
export type { Fix } from './fixes/fix.js';
export { auxiliaryLeaders, type AuxiliaryLeaders } from './builder/auxiliary-leaders.js';
export { canReinforce } from './builder/can-reinforce.js';
export { placeIssues, unitRefKey, type IssueNote, type IssuePlaces, type ListSection } from './builder/issue-places.js';
export { terrainCompanions } from './builder/terrain-companions.js';
export { seasonalVariant, type SeasonalVariant } from './builder/seasonal-variant.js';
