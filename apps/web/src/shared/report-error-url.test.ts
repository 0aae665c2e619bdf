import { describe, expect, it } from 'vitest';

import { fillReportErrorUrl, REPORTED_TEXT_LENGTH } from './report-error-url';

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

  it("fills a crashed screen's page and error, cut to a bounded length, and leaves the army's fields empty", () => {
    const template = 'https://forms.example/report?army={army}&rev={revision}&page={page}&error={error}';
    expect(fillReportErrorUrl(template, { page: '/list/abc', error: 'x is undefined' }, '1.2.0')).toBe(
      'https://forms.example/report?army=&rev=&page=%2Flist%2Fabc&error=x%20is%20undefined',
    );
    const longPage = `/import/${'A'.repeat(16_000)}`;
    const filled = new URL(fillReportErrorUrl(template, { page: longPage, error: 'e'.repeat(5_000) }, '1'));
    expect(filled.searchParams.get('page')).toBe(longPage.slice(0, REPORTED_TEXT_LENGTH));
    expect(filled.searchParams.get('error')).toHaveLength(REPORTED_TEXT_LENGTH);
  });
});
