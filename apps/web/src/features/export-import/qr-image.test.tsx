import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { QR_WIDTH, QrImage } from './qr-image';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the QR image (list-building §2, §8)', () => {
  it('draws the link 300 px wide', async () => {
    render(<QrImage link="https://scrolldex.example/s/AbCd1234" label="QR code of the list" />);
    const image = await screen.findByRole('img', { name: 'QR code of the list' });
    expect(QR_WIDTH).toBe(300);
    expect(image.getAttribute('width')).toBe('300');
  });

  it('only logs a failure to draw it (a link too long for any QR code), showing no broken image', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<QrImage link={`https://scrolldex.example/import/${'A'.repeat(8000)}`} label="QR code of the list" />);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Could not draw the QR code.', expect.any(Error)));
    expect(screen.queryByRole('img')).toBeNull();
  });
});
