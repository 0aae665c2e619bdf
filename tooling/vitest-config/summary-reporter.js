// Prints one closing line, 'Tests: N passed, N failed, N skipped', that CI
// logs can be read by whatever the test runner's own summary looks like.
export default class SummaryReporter {
  /** @param {ReadonlyArray<import('vitest/node').TestModule>} testModules */
  onTestRunEnd(testModules) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      const tests = [...testModule.children.allTests()];
      // A file that failed outside its tests (its import, a beforeAll: its tests are then skipped) counts once.
      if (testModule.state() === 'failed' && !tests.some((test) => test.result().state === 'failed')) failed += 1;
      for (const test of tests) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
