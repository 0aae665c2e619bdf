export { AbilityCard } from './ability-card';
export { InlineRulesText, RulesText } from './rules-text';
