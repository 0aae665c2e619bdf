export { ALLIANCE_LABELS } from './alliance-label';
export { GameDataState } from './game-data-state';
export { PointsRow } from './points-row';
export { RememberedSection } from './remembered-section';
