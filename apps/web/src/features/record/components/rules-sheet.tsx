import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { LadderRules } from '../../../components/ladder-rules.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import styles from './rules-sheet.module.css';

/** The ladder rules in a sheet over the record pages. */
export function RulesSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Overlay open={open} onClose={onClose} kind="sheet" labelledBy={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('record.rules.title')}
      </h2>
      <LadderRules />
    </Overlay>
  );
}
