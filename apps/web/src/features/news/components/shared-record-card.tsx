import { ROMAN } from '@mecha/shared/ladder/ranks';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { RankBadge } from '../../../components/rank-badge.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { rankRows } from '../../../lib/ladder-rules.ts';
import { rankName } from '../../../lib/rank-title.ts';
import type { SharePayload } from '../lib/share-link.ts';
import styles from './shared-record-card.module.css';

type RecordShare = Extract<SharePayload, { type: 'record' }>;

/** A score that draws the shared rank's badge when the link carries the rank but not the score. */
function badgeScore(record: RecordShare): number | null {
  if (!record.rank) return null;
  const row = rankRows().find((r) => r.id === record.rank!.id);
  return row?.tiers.find((tier) => tier.tier === record.rank!.tier)?.min ?? row?.min ?? null;
}

/** The record card a shared link shows: only what the sharer chose, straight from the link. */
export function SharedRecordCard({ record }: { record: RecordShare }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const score = badgeScore(record);
  const stats = [
    record.score !== undefined && { key: 'score', label: t('poster.fields.score'), value: f.number(record.score) },
    record.winRate !== undefined && { key: 'winRate', label: t('poster.fields.winRate'), value: f.winRate(record.winRate) },
    record.games !== undefined && { key: 'games', label: t('poster.fields.games'), value: f.number(record.games) },
  ].filter((s): s is { key: string; label: string; value: string } => Boolean(s));
  return (
    <div className={styles.card} data-testid="shared-record">
      {score !== null && record.rank && (
        <>
          <RankBadge score={score} size="12rem" hero />
          <p className={styles.rank}>
            {rankName(t, record.rank.id)}
            {record.rank.tier !== null && ` ${ROMAN[record.rank.tier]}`}
          </p>
        </>
      )}
      <p className={styles.name}>{record.nickname ?? t('share.anonymous')}</p>
      {record.uid && <p className={styles.uid}>{t('role.uid', { uid: record.uid })}</p>}
      <p className={styles.scope}>{record.season !== null ? t('poster.recordSubtitle', { season: record.season, mode: t(`record.modeLadder.${record.mode}`) }) : t(`record.modeLadder.${record.mode}`)}</p>
      {stats.length > 0 && (
        <dl className={styles.stats} style={{ gridTemplateColumns: `repeat(${stats.length}, minmax(0, 1fr))` }}>
          {stats.map((s) => (
            <div key={s.key} className={styles.stat}>
              <dt>{s.label}</dt>
              <dd>{s.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
