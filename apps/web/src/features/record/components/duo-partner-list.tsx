import type { DuoPartners } from '@mecha/shared/record/duo';
import { MIN_SAMPLE } from '@mecha/shared/record/win-interval';
import listStyles from '../../../components/list.module.css';
import { Panel } from '../../../components/panel.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { DuoPartnerRow } from './duo-partner-row.tsx';
import { showsInterval } from './duo-rate.tsx';
import styles from './duo-partner-list.module.css';

/** Every partner, most matches together first (the server's order), with the small-sample legend when it applies. */
export function DuoPartnerList({ data }: { data: DuoPartners }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const anySmall = data.list.some((p) => showsInterval(p.Together));
  return (
    <Panel title={t('record.duo.listTitle')} data-testid="duo-partners">
      {anySmall && (
        <p className={styles.legend} data-testid="duo-legend">
          {t('record.duo.legend', { count: MIN_SAMPLE })}
        </p>
      )}
      <ul className={listStyles.stack} data-testid="duo-partner-list">
        {data.list.map((p) => (
          <DuoPartnerRow key={p.Uid} partner={p} listMatches={data.Scope === 'season'} />
        ))}
      </ul>
      {data.Partners > data.list.length && (
        <p className={styles.shown}>{t('record.duo.shown', { shown: f.number(data.list.length), count: f.number(data.Partners) })}</p>
      )}
    </Panel>
  );
}
