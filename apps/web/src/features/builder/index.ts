export { FactionField } from './faction-field';
export { regimentFullReason, regimentsFullReason } from './limit-reasons';
export { VALIDATOR_OPTIONS } from './validator-labels';
