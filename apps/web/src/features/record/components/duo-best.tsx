import type { DuoPartners } from '@mecha/shared/record/duo';
import { DUO_BEST_MIN_MATCHES } from '@mecha/shared/record/duo-rules';
import listStyles from '../../../components/list.module.css';
import { Panel } from '../../../components/panel.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { DuoPartnerRow } from './duo-partner-row.tsx';
import styles from './duo-best.module.css';

/** The best partner (the server's pick, over DUO_BEST_MIN_MATCHES matches together), or why there is none yet. */
export function DuoBest({ data }: { data: DuoPartners }) {
  const { t } = useTranslation();
  const best = data.Best === null ? undefined : data.list.find((p) => p.Uid === data.Best);
  return (
    <Panel title={t('record.duo.best')} data-testid="duo-best">
      {best ? (
        <ul className={listStyles.stack}>
          <DuoPartnerRow partner={best} highlight listMatches={data.Scope === 'season'} />
        </ul>
      ) : (
        <p className={styles.none} data-testid="duo-best-none">
          {t('record.duo.bestNone', { count: DUO_BEST_MIN_MATCHES })}
        </p>
      )}
    </Panel>
  );
}
