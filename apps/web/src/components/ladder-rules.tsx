import { ROMAN } from '@mecha/shared/ladder/ranks';
import { DECAY_FROM, DECAY_PERIOD_DAYS, DECAY_POINTS } from '@mecha/shared/ladder/decay';
import {
  LOSS_POINTS,
  MVP_BONUS,
  PLACEMENT_MATCHES,
  SOLO_TEAM_ADJUST,
  SOLO_TEAM_FROM,
  STREAK_BELOW,
  STREAK_BONUS,
  STREAK_FROM,
} from '@mecha/shared/ladder/scoring';
import { SEARCHABLE_SEASONS, SEASON_MONTHS } from '@mecha/shared/ladder/seasons';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useFormatters } from '../lib/format.ts';
import { rankRows, resetExamples, RULE_THRESHOLDS, winBandRows } from '../lib/ladder-rules.ts';
import { rankName } from '../lib/rank-title.ts';
import { RankBadge } from './rank-badge.tsx';
import styles from './ladder-rules.module.css';

/**
 * The ladder rules, every figure read from the engine in @mecha/shared (see lib/ladder-rules.ts). Shared by the
 * record page's rules sheet and the news guide, so no rule is written twice.
 */
export function LadderRules() {
  const { t } = useTranslation();
  const f = useFormatters();
  const ranks = useMemo(rankRows, []);
  const bands = useMemo(winBandRows, []);
  const resets = useMemo(resetExamples, []);
  const range = (from: number, to: number | null) => (to === null ? t('record.rules.andAbove', { from: f.number(from) }) : `${f.number(from)}–${f.number(to)}`);

  const others = [
    t('record.rules.loss', { points: f.signed(LOSS_POINTS) }),
    t('record.rules.mvp', { points: f.signed(MVP_BONUS) }),
    t('record.rules.streak', { from: STREAK_FROM, points: f.signed(STREAK_BONUS), below: f.number(STREAK_BELOW) }),
    t('record.rules.soloTeam', { from: f.number(SOLO_TEAM_FROM), points: SOLO_TEAM_ADJUST }),
    t('record.rules.placement', { count: PLACEMENT_MATCHES }),
    t('record.rules.banPick', { from: f.number(RULE_THRESHOLDS.banPickFrom) }),
    t('record.rules.decay', { from: f.number(DECAY_FROM), points: DECAY_POINTS, days: DECAY_PERIOD_DAYS }),
    t('record.rules.leaderboard', { size: RULE_THRESHOLDS.leaderboardSize, above: f.number(RULE_THRESHOLDS.leaderboardAbove) }),
    t('record.rules.season', { months: SEASON_MONTHS, count: SEARCHABLE_SEASONS }),
  ];

  return (
    <div className={styles.body} data-testid="rules-sheet">
      <section>
        <h3 className={styles.heading}>{t('record.rules.ranks')}</h3>
        <ul className={styles.ranks}>
          {ranks.map((rank) => (
            <li key={rank.id} className={styles.rank} data-rank={rank.id}>
              <RankBadge score={rank.tiers[0]?.min ?? rank.min} size="3.6rem" />
              <div className={styles.rankText}>
                <span className={styles.rankName}>
                  {rankName(t, rank.id)} <span className={styles.rankRange}>{range(rank.min, rank.max)}</span>
                </span>
                <span className={styles.tiers}>
                  {rank.tiers.length === 0
                    ? t('record.rules.noTiers')
                    : rank.tiers.map((tier) => `${ROMAN[tier.tier]} ${f.number(tier.min)}–${f.number(tier.max)}`).join(' · ')}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section>
        <h3 className={styles.heading}>{t('record.rules.winPoints')}</h3>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('record.rules.scoreBefore')}</th>
              <th>{t('record.rules.perWin')}</th>
            </tr>
          </thead>
          <tbody>
            {bands.map((band) => (
              <tr key={band.from}>
                <td>{range(band.from, band.to)}</td>
                <td className={styles.points}>{f.signed(band.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section>
        <h3 className={styles.heading}>{t('record.rules.more')}</h3>
        <ul className={styles.bullets}>
          {others.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section>
        <h3 className={styles.heading}>{t('record.rules.reset')}</h3>
        <p className={styles.note}>{t('record.rules.resetBody')}</p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('record.rules.finalScore')}</th>
              <th>{t('record.rules.nextStart')}</th>
            </tr>
          </thead>
          <tbody>
            {resets.map((row) => (
              <tr key={row.final}>
                <td>{f.number(row.final)}</td>
                <td className={styles.points}>{f.number(row.next)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
