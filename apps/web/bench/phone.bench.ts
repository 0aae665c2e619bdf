// `pnpm bench phone` (and part of `pnpm bench web`): the screens a player waits
// for on a mid-range phone, in Chromium with the CPU slowed 4x for
// the page and its workers. Builds the app if needed and starts the real
// server (as the browser tests do).
import type { Figure } from '@scrolldex/bench';

import { benchList } from './battle-view-timing.js';
import { CLICKS_PER_RUN, phoneSpeed, type ScreenFigures } from './phone-speed.js';
import { benchRuns, loadAverage, servedGameData, withServedBrowser } from './served-browser.js';
import { CPU_SLOWDOWN } from './slow-cpu.js';

function screenFigures(what: string, screen: ScreenFigures): Figure[] {
  const of = `CPU ${CPU_SLOWDOWN}x, median of ${screen.runs}`;
  return [
    { name: `${what}, ${of}`, value: screen.ms, unit: 'ms' },
    { name: `${what}: longest task, ${of}`, value: screen.longestTaskMs, unit: 'ms' },
    { name: `${what}: JS heap once settled, ${of}`, value: screen.heapMb, unit: 'MB' },
  ];
}

export default async function benchPhone(): Promise<Figure[]> {
  // Fresh profiles per screen: the figures are their medians.
  const runs = benchRuns();
  return withServedBrowser(async (browser, serverUrl) => {
    const data = await servedGameData(serverUrl);
    console.error(`  phone: load average ${loadAverage()} at the start`);
    const speed = await phoneSpeed(browser, serverUrl, benchList(data), runs);
    console.error(`  phone: load average ${loadAverage()} at the end`);
    return [
      ...screenFigures('phone: home, first visit, to the army list', speed.homeFirst),
      ...screenFigures('phone: home, warm visit, to the army list', speed.homeWarm),
      ...screenFigures('phone: home, later visit (scripts from their code cache), to the army list', speed.homeLater),
      ...screenFigures('phone: army page, first visit, to its first warscroll row', speed.armyFirst),
      ...screenFigures('phone: army page, warm visit, to its first warscroll row', speed.armyWarm),
      ...screenFigures('phone: army page, later visit (scripts from their code cache), to its first warscroll row', speed.armyLater),
      ...screenFigures('phone: builder of a 2,000-point list, first visit, to the whole list', speed.builderFirst),
      ...screenFigures('phone: builder of a 2,000-point list, warm visit, to the whole list', speed.builderWarm),
      ...screenFigures('phone: builder of a 2,000-point list, later visit (scripts from their code cache), to the whole list', speed.builderLater),
      ...screenFigures("phone: battle view of a 2,000-point list, first visit, to its phase's name", speed.battleViewFirst),
      ...screenFigures("phone: battle view of a 2,000-point list, warm visit, to its phase's name", speed.battleViewWarm),
      ...screenFigures("phone: battle view of a 2,000-point list, later visit (scripts from their code cache), to its phase's name", speed.battleViewLater),
      ...screenFigures("phone: battle view opened from the builder, to its phase's first frame", speed.battleViewOpen),
      {
        name: `phone: builder click (add or remove a unit) to the next frame, CPU ${CPU_SLOWDOWN}x, median of ${speed.builderClickToFrame.runs}`,
        value: speed.builderClickToFrame.ms,
        unit: 'ms',
      },
      {
        name: `phone: builder clicks: longest task of a run's ${CLICKS_PER_RUN} clicks, CPU ${CPU_SLOWDOWN}x, median of ${runs} runs`,
        value: speed.builderClickToFrame.longestTaskMs,
        unit: 'ms',
      },
    ];
  });
}
