import { afterEach, describe, expect, it } from 'vitest';

import { whenOnScreen } from './when-on-screen';

afterEach(() => document.body.replaceChildren());

function addLink(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  document.body.append(link);
}

describe('whenOnScreen', () => {
  it('resolves once a matching element is added, in the frame after', async () => {
    const events: string[] = [];
    const waited = whenOnScreen(['a[href^="/army/"]', 5000]).then(() => events.push('on screen'));
    addLink('/settings');
    await new Promise((done) => setTimeout(done, 20));
    expect(events).toEqual([]);
    addLink('/army/Stormcast');
    requestAnimationFrame(() => events.push('frame'));
    await waited;
    expect(events).toEqual(['frame', 'on screen']);
  });

  it('resolves for an element already there', async () => {
    addLink('/army/Stormcast');
    await expect(whenOnScreen(['a[href^="/army/"]', 5000])).resolves.toBeUndefined();
  });

  it('rejects, naming the selector, when nothing matches in time', async () => {
    await expect(whenOnScreen(['a[href^="/army/"]', 30])).rejects.toThrow('nothing matched a[href^="/army/"] within 30 ms');
  });
});
