// The schemas of our server's answers, a chunk of their own that the client
// loads with the first answer it checks (data/scrolldex-client.ts): the sync
// answer's schema builds the list schemas, work a first screen has no use for.
export {
  BcpEventsSchema,
  BcpListEntriesSchema,
  BcpLoginSchema,
  FavoritesSchema,
  FavoritesWriteAnswerSchema,
  GameStatesSchema,
  GameSyncAnswerSchema,
  ListStatesSchema,
  ListSyncAnswerSchema,
  MessageAnswerSchema,
  PortalSessionAnswerSchema,
  RosterStatesSchema,
  RosterSyncAnswerSchema,
  TokenPairSchema,
  UnitSettingsSchema,
  UnitSettingsWriteAnswerSchema,
} from '@scrolldex/contract';
