export { default as abilityGridStyles } from './ability-grid.module.css';
export { default as armyRulesTabStyles } from './army-rules-tab.module.css';
export { TraitsList } from './traits-and-formations';
