export { startBcpConnect } from './bcp-connect-state';
export { bcpConnectedSentence } from './bcp-identity';
