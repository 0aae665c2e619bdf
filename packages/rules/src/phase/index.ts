export * from './battle-view-model.js';
export * from './phase-patterns.js';
export * from './classify-ability.js';
export * from './build-battle-view.js';
export * from './phase-navigation.js';
export * from './phase-sort.js';
export { CONTROL_BADGES } from './quick-reference.js';
export { FACTION_PANELS } from './faction-panels.js';
export { factionPanelContent, type FactionPanelContent } from './faction-panel-content.js';
