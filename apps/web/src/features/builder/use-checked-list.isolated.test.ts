import { validateList, validateListPart, VALIDATION_PARTS, type ArmyList } from '@scrolldex/rules';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildStormcastList, LEGAL_EDITS } from '../../test/legal-list';
import { loadRealGameData } from '../../test/real-game-data';
import { useCheckedList } from './use-checked-list';

vi.mock('@scrolldex/rules', async (importOriginal) => {
  const rules = await importOriginal<typeof import('@scrolldex/rules')>();
  return { ...rules, validateListPart: vi.fn(rules.validateListPart) };
});

const data = loadRealGameData();
const legal = buildStormcastList(LEGAL_EDITS);
const over = { ...legal, pointsCap: 50 };

/** Runs the next scheduled task; the parts of the check it ran. */
function nextTask(): number {
  const before = vi.mocked(validateListPart).mock.calls.length;
  act(() => void vi.advanceTimersToNextTimer());
  return vi.mocked(validateListPart).mock.calls.length - before;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(validateListPart).mockClear();
});
afterEach(() => vi.useRealTimers());

describe('useCheckedList', () => {
  it('checks the list a part per task, none in the render, and answers as validateList once all are in', () => {
    const { result } = renderHook(() => useCheckedList(legal, data));
    expect(result.current).toBeNull();
    expect(validateListPart).not.toHaveBeenCalled();
    const parts = Array.from({ length: VALIDATION_PARTS }, () => {
      const ran = nextTask();
      return { ran, shown: result.current };
    });
    expect(parts.map(({ ran }) => ran)).toEqual(Array(VALIDATION_PARTS).fill(1));
    expect(parts.slice(0, -1).every(({ shown }) => shown === null)).toBe(true);
    expect(result.current).toEqual({ list: legal, data, validation: validateList(legal, data) });
    expect(vi.getTimerCount()).toBe(0);
    // The parts share what they derive from the list.
    expect(new Set(vi.mocked(validateListPart).mock.calls.map(([, , , options]) => options?.derived)).size).toBe(1);
  });

  it("keeps the last list's check until the next list's is complete, never one list with another's issues", () => {
    const { result, rerender } = renderHook(({ list }: { list: ArmyList }) => useCheckedList(list, data), { initialProps: { list: legal } });
    act(() => void vi.runAllTimers());
    const first = result.current;
    rerender({ list: over });
    for (let part = 1; part < VALIDATION_PARTS; part++) {
      nextTask();
      expect(result.current).toBe(first);
    }
    nextTask();
    expect(result.current?.list).toBe(over);
    expect(result.current?.validation).toEqual(validateList(over, data));
    expect(result.current?.validation.issues).not.toEqual(first?.validation.issues);
  });

  it('drops the check of a list replaced before it was complete, and checks the new one from its first part', () => {
    const { result, rerender } = renderHook(({ list }: { list: ArmyList }) => useCheckedList(list, data), { initialProps: { list: legal } });
    nextTask();
    rerender({ list: over });
    expect(vi.getTimerCount()).toBe(1);
    act(() => void vi.runAllTimers());
    expect(vi.mocked(validateListPart).mock.calls.map(([list, , part]) => [list === over, part])).toEqual([
      [false, 0],
      ...Array.from({ length: VALIDATION_PARTS }, (_, part) => [true, part]),
    ]);
    expect(result.current?.list).toBe(over);
  });
});
