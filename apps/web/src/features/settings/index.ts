export { SettingsSection } from './settings-section';
