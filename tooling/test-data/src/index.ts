export { prepareTestData, type TestData } from './prepare-test-data.js';
