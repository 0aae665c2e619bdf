export { DefaultOptionsCard } from './default-options-card';
