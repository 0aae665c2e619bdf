// A mid-range phone's CPU in Chromium: DevTools' 'CPU: 4x slowdown' on the
// page and on every worker it starts (the game-data worker parses and searches
// there; left at full speed it flatters every figure that waits for data).
// Workers are caught as they start (Target.setAutoAttach, paused until asked
// to slow down) through the page's own DevTools session. A Chromium that does
// not slow workers (150 answers 'Operation is only supported for pages, not
// workers') is named once on stderr: its figures leave the worker at speed.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

export const CPU_SLOWDOWN = 4;

const THROTTLE_ID = 1;
const RESUME_ID = 2;

type AttachedTarget = { sessionId: string; targetInfo: { type: string }; waitingForDebugger: boolean };
type TargetMessage = { sessionId: string; message: string };

let workerRefusalReported = false;

/** Sends one DevTools command to a child target through its parent's session (a session that is not flat). */
function sendToTarget(cdp: CDPSession, sessionId: string, id: number, method: string, params: object): Promise<unknown> {
  return cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
}

function reportWorkerRefusal({ message }: TargetMessage): void {
  const reply = JSON.parse(message) as { id?: number; error?: { message: string } };
  if (reply.id !== THROTTLE_ID || !reply.error || workerRefusalReported) return;
  workerRefusalReported = true;
  console.error(`  this Chromium does not slow workers down (${reply.error.message}): the game-data worker runs at full speed`);
}

/** Slows `page`, and every worker it starts from now on, by `CPU_SLOWDOWN`; returns the page's session. */
export async function slowDownCpu(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  cdp.on('Target.receivedMessageFromTarget', reportWorkerRefusal);
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo, waitingForDebugger }: AttachedTarget) => {
    void (async () => {
      if (targetInfo.type.includes('worker')) await sendToTarget(cdp, sessionId, THROTTLE_ID, 'Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      if (waitingForDebugger) await sendToTarget(cdp, sessionId, RESUME_ID, 'Runtime.runIfWaitingForDebugger', {});
    })().catch(() => {
      // The page closed while the worker started: nothing is left to measure.
    });
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return cdp;
}
