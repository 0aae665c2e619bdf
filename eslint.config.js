export { default } from '@scrolldex/eslint-config';
