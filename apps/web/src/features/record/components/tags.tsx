import { useTranslation } from '../../../i18n/use-translation.ts';
import styles from './tags.module.css';

/** Beside a name in a list or a match: the viewer's own entry. */
export function MeTag() {
  const { t } = useTranslation();
  return <span className={`${styles.tag} ${styles.me}`}>{t('record.board.me')}</span>;
}

/** Beside a name: the match's most valuable player. */
export function MvpTag() {
  return <span className={`${styles.tag} ${styles.mvp}`}>MVP</span>;
}
