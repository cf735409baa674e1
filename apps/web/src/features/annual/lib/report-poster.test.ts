import { beforeAll, describe, expect, it } from 'vitest';
import { addTexts } from '../../../i18n/translator.ts';
import { translate } from '../../../i18n/i18n.ts';
import { en } from '../../../i18n/en.ts';
import { annualEn } from '../../../i18n/annual/en.ts';
import type { TFunction } from '../../../i18n/use-translation.ts';
import { formattersFor } from '../../../lib/format.ts';
import { layoutRecordPoster } from '../../news/lib/poster-layout.ts';
import { REPORT_CARDS } from './report-cards.ts';
import { reportFixture } from './report-fixture.ts';
import { reportPosterInput } from './report-poster.ts';

const t: TFunction = (key, options) => translate(key, 'en', options);
const f = formattersFor('en');
const texts = { t, f, period: 'Nov 25, 2024 – Nov 25, 2025', day: (d: number) => String(d) };
const link = 'https://example.com/app/#/pages/act/annual/share/index?t=10001234_sig';

beforeAll(() => {
  addTexts('en', en);
  addTexts('en', annualEn);
});

describe('report posters', () => {
  it('puts each card on the record poster: its title, at most four tiles, at most two footnotes, the share link', () => {
    for (const card of REPORT_CARDS) {
      const input = reportPosterInput(card, reportFixture(), texts, link);
      expect(input.title).not.toMatch(/annual\./);
      expect(input.stats.length).toBeLessThanOrEqual(4);
      expect(input.footnotes.length).toBeLessThanOrEqual(2);
      expect(input.link).toBe(link);
      expect(input.host).toBe('example.com');
      expect(layoutRecordPoster(input).items.some((item) => item.kind === 'qr' && item.text === link)).toBe(true);
    }
  });

  it('gives the year card its numbers and the percentile', () => {
    const input = reportPosterInput('year', reportFixture(), texts, link);
    expect(input.title).toBe('Ace’s year');
    expect(input.stats.map((s) => s.value)).toEqual(['240', '130', '54.2%']);
    expect(input.footnotes).toEqual(['More matches than 87% of pilots']);
  });

  it('shows the best rank of the year on every card, and none when no ladder match was played', () => {
    expect(reportPosterInput('modes', reportFixture(), texts, link).rank?.name).toMatch(/\S/);
    expect(reportPosterInput('feats', reportFixture(), texts, link).rank).toEqual(reportPosterInput('modes', reportFixture(), texts, link).rank);
    const none = reportFixture();
    none.modes = none.modes.map((m) => ({ ...m, matches: { ...m.matches, value: 0 } }));
    expect(reportPosterInput('feats', none, texts, link).rank).toBeUndefined();
  });

  it('names the pilot once: in the title of the year card, under the badge on the others', () => {
    expect(reportPosterInput('year', reportFixture(), texts, link).nickname).toBeUndefined();
    expect(reportPosterInput('feats', reportFixture(), texts, link).nickname).toBe('Ace');
  });

  it('names the partner and the nemesis, and leaves them out when there are none', () => {
    expect(reportPosterInput('people', reportFixture(), texts, link).footnotes).toEqual(['Favourite 2v2 partner: Wing', 'Nemesis: Rival']);
    const alone = reportPosterInput('people', reportFixture({ partner: null, nemesis: null }), texts, link);
    expect(alone.stats).toEqual([]);
    expect(alone.footnotes).toEqual([]);
  });
});
