export { MusteredUnitsPanel } from './mustered-units-panel';
export { RosterRow, type RosterRowAction } from './roster-row';
export { useRosterRowActions } from './use-roster-row-actions';
