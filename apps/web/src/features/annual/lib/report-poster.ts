import type { MemoriesReport } from '@mecha/shared/annual/api';
import type { TFunction } from '../../../i18n/use-translation.ts';
import { characterLabel } from '../../../lib/characters.ts';
import type { Formatters } from '../../../lib/format.ts';
import { rankTitle } from '../../../lib/rank-title.ts';
import type { RecordPosterInput } from '../../news/lib/poster-layout.ts';
import { bestScoreOfYear, winShare, type ReportCardId } from './report-cards.ts';

// A story card as a share poster: the existing record poster (news/lib/poster-layout.ts: title, the rank badge,
// the nickname, up to four stat tiles and footnotes, the QR code to the share page) filled from the card.
export interface PosterTexts {
  t: TFunction;
  f: Formatters;
  /** The report year as the page shows it. */
  period: string;
  /** A home calendar day as the page shows it (busiest day). */
  day: (yyyymmdd: number) => string;
}

const MAX_TILES = 4;

export function reportPosterInput(card: ReportCardId, report: MemoriesReport, x: PosterTexts, link: string): RecordPosterInput {
  const { t, f } = x;
  const stats: { label: string; value: string }[] = [];
  const footnotes: string[] = [];
  let title: string;
  // Every card's poster carries the badge of the best rank of the year (drawn by the sheet), when one was reached.
  const best = bestScoreOfYear(report);
  const rank = best === null ? undefined : { name: rankTitle(t, best) };
  switch (card) {
    case 'year':
      title = t('annual.report.year.title', { name: report.nickname });
      stats.push({ label: t('annual.report.year.matches'), value: f.number(report.matches.value) });
      stats.push({ label: t('annual.report.year.wins'), value: f.number(report.wins.value) });
      stats.push({ label: t('annual.report.year.winRate'), value: f.winRate(winShare(report.wins.value, report.matches.value)) });
      footnotes.push(t('annual.report.year.percentile', { percent: f.percentFloor(report.percentile / 100, 0) }));
      break;
    case 'first': {
      title = t('annual.report.first.title');
      const first = report.firstMatch;
      if (first) {
        stats.push({ label: t(`record.modes.${first.mode}`), value: first.won ? t('annual.report.first.won') : t('annual.report.first.lost') });
        footnotes.push(t('annual.report.first.on', { date: f.day(first.endedAt) }), characterLabel(first.character, f.language).name);
      }
      break;
    }
    case 'modes': {
      title = t('annual.report.modes.title');
      for (const m of report.modes) {
        stats.push({ label: `${t(`record.modes.${m.mode}`)} · ${t('annual.report.modes.matches')}`, value: f.number(m.matches.value) });
        stats.push({ label: `${t(`record.modes.${m.mode}`)} · ${t('annual.report.modes.best')}`, value: f.number(m.bestScore.value) });
      }
      break;
    }
    case 'time':
      title = t('annual.report.time.title');
      stats.push({ label: t('annual.report.time.hours'), value: f.number(report.hoursPlayed.value) });
      if (report.busiestDay) {
        stats.push({ label: t('annual.report.time.busiest'), value: f.number(report.busiestDay.matches.value) });
        footnotes.push(`${t('annual.report.time.busiest')}: ${x.day(report.busiestDay.day)}`);
      }
      break;
    case 'character': {
      title = t('annual.report.character.title');
      const top = report.topCharacter;
      if (top) {
        stats.push({ label: t('annual.report.character.matches'), value: f.number(top.matches.value) });
        stats.push({ label: t('annual.report.character.winRate'), value: f.winRate(winShare(top.wins.value, top.matches.value)) });
        footnotes.push(characterLabel(top.id, f.language).name);
      }
      break;
    }
    case 'feats':
      title = t('annual.report.feats.title');
      stats.push({ label: t('annual.report.feats.streak'), value: f.number(report.longestStreak.value) });
      stats.push({ label: t('annual.report.feats.mvps'), value: f.number(report.mvps.value) });
      break;
    case 'people':
      title = t('annual.report.people.title');
      if (report.partner) {
        stats.push({ label: t('annual.report.people.together'), value: f.number(report.partner.matches.value) });
        footnotes.push(`${t('annual.report.people.partner')}: ${report.partner.nickname}`);
      }
      if (report.nemesis) {
        stats.push({ label: t('annual.report.people.losses'), value: f.number(report.nemesis.losses.value) });
        footnotes.push(`${t('annual.report.people.nemesis')}: ${report.nemesis.nickname}`);
      }
      break;
  }
  return {
    brand: t('poster.brand'),
    appName: t('common.appName'),
    link,
    host: new URL(link).host,
    title,
    subtitle: x.period,
    scan: t('annual.report.scan'),
    ...(rank ? { rank } : {}),
    // The year card's title already names the pilot.
    ...(card === 'year' ? {} : { nickname: report.nickname }),
    stats: stats.slice(0, MAX_TILES),
    footnotes,
  };
}
