export { PrintButton } from './print-button';
