export { SettingsSection } from './settings-section';
export { fetchRefs, useRefs } from './use-refs';
