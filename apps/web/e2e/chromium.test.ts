import { describe, expect, it } from 'vitest';

import { CHROMIUM_ARGS, featuresTurnedBackOn } from './chromium';

describe('featuresTurnedBackOn', () => {
  it('names what an earlier --disable-features turns off and the last one, the one Chromium reads, does not', () => {
    const commandLine = ['--headless', '--disable-features=PaintHolding,MediaRouter,', '--mute-audio', '--disable-features=MediaRouter,WebUIOmniboxPopup'];
    expect(featuresTurnedBackOn(commandLine)).toEqual(['PaintHolding']);
  });

  it('finds nothing with one switch, or none', () => {
    expect(featuresTurnedBackOn(['--disable-features=PaintHolding'])).toEqual([]);
    expect(featuresTurnedBackOn(['--headless'])).toEqual([]);
  });

  it("keeps CHROMIUM_ARGS' own switch last in a command line where Playwright's comes first", () => {
    const playwrights = '--disable-features=PaintHolding,ThirdPartyStoragePartitioning,HttpsUpgrades';
    expect(featuresTurnedBackOn([playwrights, ...CHROMIUM_ARGS])).toEqual([]);
  });
});
