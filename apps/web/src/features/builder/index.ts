export { FactionField } from './faction-field';
export { regimentFullReason, regimentsFullReason } from './limit-reasons';
export { useUndoToast } from './use-undo-toast';
export { VALIDATOR_OPTIONS } from './validator-labels';
