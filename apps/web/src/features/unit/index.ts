export { GameDataGate } from './game-data-gate';
export { PointsBox } from './points-box';
export { WarscrollCard } from './warscroll-card';
export { WarscrollWeapons } from './warscroll-weapons';
export { WeaponsTable } from './weapons-table';
