export { cardSourceLine, frequencyLabel } from './ability-labels';
export { BattleViewButton } from './battle-view-button';
export { useBattleView } from './use-battle-view';
