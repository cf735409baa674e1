import { Button } from '../../../components/button.tsx';
import { Panel } from '../../../components/panel.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import styles from './no-team-card.module.css';

interface NoTeamCardProps {
  /** Why teams cannot form now, or null when they can. The buttons stay: the server's refusal says it best. */
  note: 'closed' | 'notEligible' | null;
  onCreate: () => void;
  onJoin: () => void;
}

/** A player without a team: create one, or join with a partner's code. */
export function NoTeamCard({ note, onCreate, onJoin }: NoTeamCardProps) {
  const { t } = useTranslation();
  return (
    <Panel title={t('competition.none.title')} id="comp-team" data-testid="comp-no-team">
      <p className={styles.body}>{t('competition.none.body')}</p>
      {note && (
        <p className={styles.note} data-testid="comp-no-team-note">
          {t(`competition.none.${note}`)}
        </p>
      )}
      <div className={styles.actions}>
        <Button onClick={onCreate} data-testid="comp-create">
          {t('competition.none.create')}
        </Button>
        <Button variant="secondary" onClick={onJoin} data-testid="comp-join">
          {t('competition.none.join')}
        </Button>
      </div>
    </Panel>
  );
}
