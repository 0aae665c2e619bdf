// Real army-list exports of the tournament corpus (tooling/test-harness/fixtures/lists).
export { readFixtureList as readSharedList } from '@scrolldex/test-harness/fixture-lists';
