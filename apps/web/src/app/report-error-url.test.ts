import { describe, expect, it } from 'vitest';

import { fillReportErrorUrl } from './report-error-url';

describe('fillReportErrorUrl', () => {
  it('fills every placeholder URL-encoded, the unit empty when not given', () => {
    const template = 'https://forms.example/report?army={army}&rev={revision}&v={appVersion}&unit={unit}';
    expect(fillReportErrorUrl(template, { army: 'Stormcast Eternals - Scions of Azyr', revision: 12 }, '1.2.0')).toBe(
      'https://forms.example/report?army=Stormcast%20Eternals%20-%20Scions%20of%20Azyr&rev=12&v=1.2.0&unit=',
    );
    expect(fillReportErrorUrl(template, { army: 'Seraphon', revision: 3, unit: 'Saurus & Co' }, '1.2.0')).toContain('unit=Saurus%20%26%20Co');
  });

  it('leaves unknown braces alone', () => {
    expect(fillReportErrorUrl('https://x.example/{army}/{other}', { army: 'A/B', revision: 1 }, '1')).toBe('https://x.example/A%2FB/{other}');
  });
});
