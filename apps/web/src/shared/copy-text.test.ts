import { afterEach, describe, expect, it, vi } from 'vitest';

import { copyText } from './copy-text';

afterEach(() => vi.restoreAllMocks());

describe('copyText', () => {
  it('uses the Clipboard API in a secure context', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(copyText('https://example.org/')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://example.org/');
  });

  it('falls back to a hidden text area and the copy command when the API refuses', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    let copied = '';
    const exec = vi.fn(() => {
      copied = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    await expect(copyText('hello')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(copied).toBe('hello');
    // The text area is gone again.
    expect(document.querySelector('textarea')).toBeNull();
  });
});
