// @scrolldex/rules: the engine's public API, named. Only what the apps and
// packages use (and the package README promises) is exported; everything else
// is internal and may change. Subpaths ./model, ./phase, ./query and ./text
// have their own entries.

// Game data: the zod schemas at the edge (parseGameData, once) and the plain types the engine reads.
export { BATTLE_TACTIC_MODES, KNOWN_ARMY_OPTION_TYPES, PHASES } from './model/value-lists.js';
export type { ArmyOption, KnownArmyOption } from './model/index.js';
export type { Ability, Phase, RuleText } from './model/ability.js';
export type { Army, Enhancement, EnhancementTable, GrandAlliance, Lore } from './model/army.js';
export type { BattleTactic, BattleTacticCard } from './model/battle-tactic-card.js';
export { GAME_DATA_SCHEMA_VERSION, HandbookSchema } from './model/game-data.js';
export type { CoreRulesData, GameData, Handbook } from './model/game-data.js';
export { parseGameData } from './model/parse-game-data.js';
export type { CheckedGameDataParts } from './model/parse-game-data.js';
// The game data in parts a screen loads on its own: an index, the shared core, one part per army.
export { GameDataCoreSchema } from './model/game-data.js';
export type { GameDataCore } from './model/game-data.js';
export { ArmySummarySchema, GameDataIndexSchema, joinArmyData, splitGameDataByArmy } from './data-split/game-data-parts.js';
export type { ArmySummary, GameDataIndex, GameDataJoinError, GameDataParts } from './data-split/game-data-parts.js';
export type {
  BattleScarGrade,
  Campaign,
  CampaignEntry,
  CampaignTable,
  CampaignTrack,
  OrderOfBattle,
  Path,
  PathRank,
  UnitCondition,
} from './model/path-to-glory.js';
export type { RegimentOfRenown } from './model/regiment-of-renown.js';
export { RuleDocumentSchema } from './model/rule-document.js';
export type { RuleComponent, RuleContainer, RuleDocument, RuleSection } from './model/rule-document.js';
export type { Model, OptionSet, RegimentOption, Unit, WeaponOption } from './model/unit.js';

// Path to Glory campaign rosters: the stored roster, its edits, rank from renown, validation with one-tap fixes, the battle log, text export.
export { applyRosterEdit } from './path-to-glory/apply-roster-edit.js';
export { buildCampaignContext, findCampaign, pathAbilities } from './path-to-glory/campaign-context.js';
export { campaignLabel } from './path-to-glory/campaign-label.js';
export type { CampaignContext, RankedAbility } from './path-to-glory/campaign-context.js';
export { duplicateRoster } from './path-to-glory/duplicate-roster.js';
export { formatRoster } from './path-to-glory/format-roster.js';
export {
  campaignEnhancementTables,
  campaignEnhancementsOf,
  enhancementHolders,
  rosterEnhancementTables,
  type CampaignEnhancement,
} from './path-to-glory/roster-enhancements.js';
export { removeLastBattle } from './path-to-glory/remove-last-battle.js';
export { battleFromGame, hasLoggedGame } from './path-to-glory/battle-from-game.js';
export type { BattleFromGame } from './path-to-glory/battle-from-game.js';
export { checkGlorySpend, glorySpendMessage, spendGlory } from './path-to-glory/spend-glory.js';
export type { GlorySpendError } from './path-to-glory/spend-glory.js';
export { logBattle } from './path-to-glory/log-battle.js';
export { musterList } from './path-to-glory/muster-list.js';
export type { MusterError, MusterInput } from './path-to-glory/muster-list.js';
export type { LeftOutEnhancement } from './path-to-glory/muster-enhancements.js';
export type { LoggedBattle, RankUp } from './path-to-glory/log-battle.js';
export { nextRank, rankForRenown, rankLadder, ranksReached } from './path-to-glory/rank-ladder.js';
export type { RankStep } from './path-to-glory/rank-ladder.js';
export type { RosterEdit } from './path-to-glory/roster-edit.js';
export { rosterOfList } from './path-to-glory/roster-of-list.js';
export type { MusteredUnits } from './path-to-glory/roster-of-list.js';
export { rosterIssueText, type RosterIssue } from './path-to-glory/roster-issue.js';
export type { RosterIssueCode } from './path-to-glory/roster-messages.js';
export { BATTLE_RESULTS, createRoster, rosterSchemas } from './path-to-glory/roster.js';
export type { BattleLogEntry, BattleResult, CampaignRoster, GlorySpend, Muster, RosterUnit, ScarTaken } from './path-to-glory/roster.js';
export { suggestRosterFixes } from './path-to-glory/suggest-roster-fixes.js';
export type { RosterFix } from './path-to-glory/suggest-roster-fixes.js';
export { meetsUnitCondition } from './path-to-glory/unit-condition.js';
export { validateRoster } from './path-to-glory/validate-roster.js';

// Lists and folders as stored: schemas, points caps, validator modes, regiment titles.
export { listSchemas, WeaponChoiceSchema } from './list/army-list.js';
export { DATA_RELEASE_MESSAGE, DataReleaseSchema, releaseForSeason } from './list/data-release.js';
export type { SeasonedRelease } from './list/data-release.js';
export type { ArmyList, ListUnit, Regiment } from './list/army-list.js';
export { FOLDER_COLORS, FolderSchema, FolderSyncRecordSchema, RecordStateSchema, ROOT_FOLDER_ID } from './list/folder.js';
export type { Folder, FolderColor, FolderSyncRecord, RecordState } from './list/folder.js';
export { DEFAULT_POINTS_CAP, isPointsCap, MAX_POINTS_CAP, MIN_POINTS_CAP, POINTS_CAP_RANGE, POINTS_CAP_STEP } from './list/points-cap.js';
export { regimentTitles } from './list/regiment-titles.js';
export { VALIDATOR_MODES, ValidatorModeSchema } from './list/validator-mode.js';
export type { ValidatorMode } from './list/validator-mode.js';

// Per-army lookups built once from the game data, and points.
export { buildArmyLookup } from './lookup/build-army-lookup.js';
export type { ArmyLookup } from './lookup/build-army-lookup.js';
export { enhancementPoints, listPoints, unitPoints } from './points/list-points.js';
export { listSummary } from './points/list-summary.js';

// Validation: every rule of the list's validator mode; issues carry their severity. One-tap fixes of issues.
export type { Fix } from './fixes/fix.js';
export { suggestFixes } from './fixes/suggest-fixes.js';
export { hashListContent, needsValidation } from './validate/content-hash.js';
export { formatMessage, issueText } from './issue/issue.js';
export type { Issue } from './issue/issue.js';
export type { SavedIssue } from './issue/saved-issue.js';
export { validateList } from './validate/validate-list.js';
export { joinValidations, validateListPart, VALIDATION_PARTS } from './validate/validation-parts.js';

// List operations and the library (lists, folders, order), migrations of stored data.
export { addLeader } from './operations/add-leader.js';
export { addListToLibrary } from './sync/add-list-to-library.js';
export { changeFaction } from './operations/change-faction.js';
export { cleanList } from './operations/clean-list.js';
export { moveListToData } from './operations/move-to-data.js';
export type { DataMoveError, DataMoveInput, DataMoveReport, PointsChange, PointsChangeKind } from './operations/move-to-data.js';
export type { Removal } from './operations/clean-removal.js';
export { createFolder, editFolder, findOrCreateFolder } from './operations/create-folder.js';
export { createList } from './operations/create-list.js';
export { deleteFolder, folderOrderEntry } from './operations/delete-folder.js';
export { duplicateList } from './operations/duplicate-list.js';
export { duplicateName } from './operations/duplicate-name.js';
export { folderNameKey } from './operations/folder-name.js';
export {
  addFolderToLibrary,
  addListAfter,
  addRosterAfter,
  applyFolderDeletion,
  libraryOrder,
  libraryView,
  moveLibraryItem,
  moveListToFolder,
} from './sync/library-order.js';
export type { FolderEntry, LibraryEntry, LibraryItem, LibraryPlace, MemberEntry } from './sync/library-order.js';
export { isRosterEntry, rosterEntry } from './list/roster-entry.js';
export { validateListName } from './operations/list-name.js';
export { lockAll, lockAllAction } from './operations/lock-all.js';
export { mergeLibraries } from './sync/merge-libraries.js';
export { LATEST_MIGRATION, runMigrations } from './operations/migrations/run-migrations.js';
export { FOLDERS_KEY, LEGACY_LIST_KEY_PREFIX, LISTS_KEY } from './operations/migrations/stored-data.js';
export { moveUnit } from './operations/move-unit.js';
export type { UnitSlot } from './operations/move-unit.js';
export { softDeleteItem } from './operations/soft-delete.js';
export { toggleLock } from './operations/toggle-lock.js';
export { touchItem, touchList } from './operations/touch-list.js';
export { restoreLibraryItems, type LibraryItems } from './sync/restore-library-items.js';

// List builder: every edit as data (refused while locked, stamped with now), row badges, issue places, cached validation.
export { applyListEdit } from './builder/apply-list-edit.js';
export { EMPTY_LIST_HISTORY, LIST_HISTORY_LIMIT, recordListEdit, redoListEdit, undoListEdit, type ListHistory } from './builder/list-history.js';
export { canReinforce } from './builder/can-reinforce.js';
export { regimentRoom, regimentsRoom } from './builder/list-limits.js';
export type { RegimentRoom, RegimentsRoom } from './builder/list-limits.js';
export { placeIssues, unitRefKey } from './fixes/issue-places.js';
export { isUnfinishedIssue, listChecklist, unfinishedErrorCount, type ChecklistStep, type ChecklistStepKey } from './builder/list-checklist.js';
export type { IssueNote, IssuePlaces } from './fixes/issue-places.js';
export { usesBattleTacticCards } from './builder/list-choices.js';
export type { ListEdit, ListEditError, ListLoreKind } from './builder/list-edit.js';
export { refreshListValidation } from './builder/refresh-list-validation.js';
export { seasonalVariant } from './builder/seasonal-variant.js';
export { terrainCompanions } from './list/terrain-companions.js';
export { casterLevels, enhancementCount } from './builder/unit-badges.js';
export { unitEnhancementOptions } from './builder/unit-enhancement-options.js';
export type { EnhancementSelect, UnitEnhancementOptions } from './builder/unit-enhancement-options.js';
export { unitAt, warscrollAt } from './builder/unit-ref.js';
export type { UnitRef } from './builder/unit-ref.js';

// Unit options and pickers.
export { applyUnitSettings } from './options/apply-unit-settings.js';
export { defaultUnitOptions } from './options/default-unit-options.js';
export type { UnitOptionChoices } from './options/default-unit-options.js';
export { newListUnit } from './options/new-list-unit.js';
export { chooseModelOption, chooseUpgrade, setWeaponCount } from './options/set-option-count.js';
export { unitOptionCounters } from './options/unit-option-counters.js';
export type { ModelOptionsView, UpgradeSetView } from './options/unit-option-counters.js';
export { offersLegends } from './picker/legends-offer.js';
export { catalogueDrop, catalogueUnits } from './picker/catalogue.js';
export type { CataloguePlace, CatalogueRefusal } from './picker/catalogue.js';
export { listPickerUnits, listRenownCandidates, pickerEdit, showsLegends } from './picker/list-picker.js';
export type { ListPickerOptions } from './picker/list-picker.js';
export { passesCap, pickerRoom } from './picker/picker-room.js';
export type { PickerRoom } from './picker/picker-room.js';
export { formatRegimentOptionLimit } from './picker/matches-regiment-option.js';
export { parsePickerFilter } from './picker/picker-filter.js';
export type { PickerFilter } from './picker/picker-filter.js';
export { OVERRIDE_NOTE } from './picker/regiment-unit-picker.js';
export { regimentOfRenownCandidates } from './lookup/regiment-of-renown-candidates.js';
export { groupUnitsByType, type UnitTypeGroup } from './lookup/unit-type-order.js';

// Export text, import (parse, Confirm Import) and share links.
export { buildImportLink, withExportEncoded } from './sync/share-cache.js';
export { NO_EVENT_LISTS_MESSAGE, parseEventLists, playerNameOf, seasonOfEventLists } from './text/event-lists.js';
export type { EventList, EventListEntry, EventListsError, EventListWarning } from './text/event-lists.js';
export { dataVersionOf, formatList } from './text/format-list.js';
export { importOverview } from './text/import-overview.js';
export { defaultImportName, importToList } from './text/import-to-list.js';
export { IMPORT_MESSAGES } from './text/import-types.js';
export type {
  ApproximateMatch,
  ArmyInference,
  IgnoredNote,
  ImportedList,
  ImportError,
  ParsedListText,
  UnplacedCode,
  UnplacedLine,
} from './text/import-types.js';
export { parseListText } from './text/parse-list.js';
export { decodeShareLink, encodeShareLink } from './text/share-link.js';

// Print for the table: what each printed document holds.
export { buildListSheet } from './print/list-sheet.js';
export type { ListSheet } from './print/list-sheet.js';
export { phaseSheet } from './print/phase-sheet.js';
export type { PhaseSheetEntry, PhaseSheetOptions, PhaseSheetPhase, PhaseSheetSection } from './print/phase-sheet.js';
export { warscrollCards } from './print/warscroll-cards.js';
export type { CardAbility, CardEnhancement, WarscrollCard } from './print/warscroll-cards.js';
export type { ContentRegiment, ContentUnit, CostedName, ListContents, UnitDetail } from './text/list-contents.js';

// Sync of lists and folders: newer wins, the exchange with the server, conflicts.
export { decideRecords, decideSync } from './sync/decide-sync.js';
export type { SyncDecision } from './sync/decide-sync.js';
export { gameRecordState, rosterRecordState } from './sync/record-state.js';
export { keepConflictedCopies } from './sync/keep-conflicted-copies.js';
export { libraryRecordStates } from './sync/list-library.js';
export type { ListLibrary } from './sync/list-library.js';
export { newerWins } from './sync/newer-wins.js';
export type { NewerWinner } from './sync/newer-wins.js';
export { applySyncAnswer, buildSyncRequest } from './sync/sync-exchange.js';

// Search: the query language, the game-data index and the saved-lists search.
export { compileQuery } from './query/compile-query.js';
export { filterRuleDocuments } from './query/filter-rule-documents.js';
export { findRule } from './query/find-rule.js';
export { anvilWarscrollTitle, pathToGloryAnchor } from './query/index-path-to-glory.js';
export type { SearchFaqSection } from './query/index-rules.js';
export { searchLibraryMembers, searchLists, searchRosters } from './query/list-search.js';
export { sectionSlug } from './query/normalize.js';
export type { MatchField, MatchReason } from './query/match-reason.js';
export type { QueryError } from './query/query-error.js';
export type { SearchDocument, SearchRoute } from './query/search-document.js';
export type { SearchField, SearchFieldValue } from './query/search-field.js';
export { SEARCH_FIELDS } from './query/search-fields.js';
export { buildPreparedSearchIndex, buildSearchIndex, prepareGameData } from './query/search-index.js';
export type { PreparedGameData, SearchIndex } from './query/search-index.js';
export { SEARCH_OPERATORS } from './query/search-operators.js';
export { searchGameData } from './query/search.js';
export type { SearchFallback, SearchHit, SearchOptions, SearchResult } from './query/search.js';

// Battle view: phases, each ability card with its source and frequency, navigation and sort preferences.
export { abilityFrequency, isLimited } from './phase/ability-frequency.js';
export type { AbilityFrequency } from './phase/ability-frequency.js';
export { ABILITY_SOURCE_KINDS } from './phase/battle-view-model.js';
export type {
  AbilitySection,
  AbilitySource,
  AbilitySourceKind,
  BattleAbility,
  BattleSection,
  BattleView,
  BattleViewSettings,
  FactionPanel,
  PhaseView,
  QuickReference,
} from './phase/battle-view-model.js';
export { buildBattleView, buildBattleViewInSteps } from './phase/build-battle-view.js';
export { FREQUENCY_KINDS } from './phase/frequency-patterns.js';
export type { FrequencyKind } from './phase/frequency-patterns.js';
export { factionPanelContent } from './phase/faction-panel-content.js';
export { clampPhaseIndex, nextPhaseIndex, previousPhaseIndex } from './phase/phase-navigation.js';
export { applyPhaseSort, parsePhaseSortPreference, phaseSortStorageKey, recordSectionOrder } from './phase/phase-sort.js';
export type { PhaseSortPreference } from './phase/phase-sort.js';

// Companion screens: notices, data staleness, sync cards, search history, home and army page models, route lookups.
export { buildBrowseTree } from './lookup/build-browse-tree.js';
export type { BrowseArmy, BrowsePointsItem, BrowseSource, BrowseTree } from './lookup/build-browse-tree.js';
export { compileNameFilter } from './lookup/compile-name-filter.js';
export { findArmy } from './lookup/find-army.js';
export { findLore } from './lookup/find-lore.js';
export { findRegimentOfRenown } from './lookup/find-regiment-of-renown.js';
export { findUnitForRoute, REGIMENT_OF_RENOWN_ROUTE_PREFIX, UNIVERSAL_UNITS_ARMY } from './lookup/find-unit-for-route.js';
export type { UnitForRoute } from './lookup/find-unit-for-route.js';
export { groupArmyUnits } from './lookup/group-army-units.js';
export { armiesInHomeOrder } from './lookup/armies-in-home-order.js';
export { armyNames } from './query/make-document.js';

// Games at the table: the stored game (zod schemas), starting one from a list, the reducer of every
// player action, what follows from a game (command points in hand, ticks that count, totals, the
// chart, the result), a list's record, the text to share, and the opponent's side of a phase.
export { COMMAND_POINT_GAIN_REASONS, COMMAND_POINT_RULES } from './core-rules/command-points.js';
export type { CommandPointGainReason, CommandPointRules } from './core-rules/command-points.js';
export { activeTicks, isAbilityUsed, isTickActive } from './game/ability-ticks.js';
export { applyGameAction } from './game/apply-game-action.js';
export { commandPointGains, commandPointsInHand, lastCommandSpend } from './game/command-point-ledger.js';
export type { CommandPointSpend, RoundStanding } from './game/command-point-ledger.js';
export { formatGameText } from './game/format-game-text.js';
export type { GameTextOptions } from './game/format-game-text.js';
export { BATTLE_ROUNDS, BATTLE_TACTIC_STATUSES, GAME_PHASES, GAME_RESULTS, GAME_SCHEMA_VERSION, gameSchemas, PLAYERS } from './game/game.js';
export type {
  AbilityTick,
  ArmyFacts,
  BattleTacticScore,
  CommandPointEntry,
  Game,
  GamePhase,
  GamePosition,
  GameResult,
  GameRound,
  Opponent,
  OpponentList,
  Player,
  TickKind,
  VictoryPointParts,
} from './game/game.js';
export { GAME_ACTION_ERROR_CODES } from './game/game-action.js';
export type { GameAction, GameActionError, GameActionErrorCode, GameContext } from './game/game-action.js';
export { battleViewPhaseFor } from './game/game-phase-view.js';
export { nextPosition, nextTurnPosition, playerInTurn, positionIndex, previousPosition } from './game/game-position.js';
export { gameResult } from './game/game-result.js';
export { applyDocumentSyncAnswer } from './sync/document-sync.js';
export type { DocumentSyncAnswer } from './sync/document-sync.js';
export { applyGameSyncAnswer, decideGameSync } from './sync/game-sync.js';
export type { GameSyncAnswer } from './sync/game-sync.js';
export { applyRosterSyncAnswer, decideRosterSync } from './sync/roster-sync.js';
export type { RosterSyncAnswer } from './sync/roster-sync.js';
export { gamesOfList, runningGameOf } from './game/games-of-list.js';
export { readOpponentList } from './game/read-opponent-list.js';
export type { OpponentListProblem, ReadOpponentList } from './game/read-opponent-list.js';
export { opponentPhaseView } from './game/opponent-phase-view.js';
export type { OpponentPhaseView } from './game/opponent-phase-view.js';
export { armyFactsOf, gameSetupSchema, startGame } from './game/start-game.js';
export type { GameSetup } from './game/start-game.js';
export { summarizeGames } from './game/summarize-games.js';
export type { GameRecord } from './game/summarize-games.js';
export { softDeleteGame } from './game/soft-delete-game.js';
export { lastTacticPoints, roundVictoryPoints, victoryPointsByRound, victoryPointTotals } from './game/victory-points.js';
export type { RoundScore } from './game/victory-points.js';

// Warscroll pages: weapon tables, core-rule popovers, FAQ mentions, list context of a unit opened from a list; unit settings.
export { CORE_ABILITIES, CORE_COMMANDS } from './core-rules/core-abilities.js';
export { migrateLegacyUnitSettings } from './unit-settings/migrate-legacy-unit-settings.js';
export { faqMentions } from './warscroll/faq-mentions.js';
export { findEnhancement } from './warscroll/find-enhancement.js';
export { findKeywordRule } from './warscroll/keyword-rule.js';
export { AUXILIARY_INDEX, describeListPosition, REGIMENT_OF_RENOWN_INDEX } from './warscroll/list-position.js';
export { parseEnhancementChoices } from './warscroll/parse-enhancement-choices.js';
export { warscrollWeapons } from './warscroll/warscroll-weapons.js';
export type { WarscrollWeapon } from './warscroll/warscroll-weapons.js';
export { findWeaponAbilityRule, weaponAbilityLabel } from './warscroll/weapon-ability-rule.js';

// Shared helpers.
export { builtOnce } from './shared/built-once.js';
export { nameKey } from './shared/name-key.js';
export type { Result } from './shared/result.js';
