import { describe, expect, it } from 'vitest';
import { annualShareHref } from './report-share.ts';

describe('report share link', () => {
  it("is the app's own address with the share route and the token, nothing of the current route or query", () => {
    expect(annualShareHref('30001356_abc-DEF_123', 'https://mecha.example/app/?from=app#/pages/act/annual/index?x=1')).toBe(
      'https://mecha.example/app/#/pages/act/annual/share/index?t=30001356_abc-DEF_123',
    );
  });
});
