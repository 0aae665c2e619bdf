// The search's own code (the query language, the index, minisearch and re2js: most of the
// game-data worker's script), imported by data/search-service.ts only when an index is first
// built, so that the worker's start evaluates none of it before its first answer.
export { buildPreparedSearchIndex, prepareGameData, searchGameData } from '@scrolldex/rules';
