import type { AnnualStatus, AnnualTask } from '@mecha/shared/annual/api';
import type { AnnualPhase } from '@mecha/shared/annual/rules';
import { Button } from '../../../components/button.tsx';
import { CheckIcon, ChevronIcon, GiftIcon, TrophyIcon } from '../../../components/icons.tsx';
import { Panel } from '../../../components/panel.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { ANNUAL_ROUTES } from '../annual-routes.ts';
import styles from './task-list.module.css';

interface TaskListProps {
  me: NonNullable<AnnualStatus['me']>;
  phase: AnnualPhase;
  /** The task being claimed or shared now, and the failure of the last try (the server's message). */
  busy: AnnualTask['id'] | null;
  error: { task: AnnualTask['id']; message: string } | null;
  onClaim: (task: AnnualTask['id']) => void;
  /** The share task's "to do": making the share link does it (never proof of posting). */
  onShare: () => void;
}

/**
 * Tasks and tickets: the tickets held, then each task with its period, its tickets and its state — to do (with
 * the way to do it), claim, claimed — and the ways on to the vote and the draw.
 */
export function TaskList({ me, phase, busy, error, onClaim, onShare }: TaskListProps) {
  const { t } = useTranslation();
  const open = phase === 'open';
  return (
    <Panel className={styles.panel} title={t('annual.tasks.title')} data-testid="annual-tasks">
      <div className={styles.tickets}>
        <GiftIcon size="2.8rem" className={styles.ticketIcon} aria-hidden="true" />
        <div>
          <p className={styles.ticketLabel}>{t('annual.tasks.held')}</p>
          <p className={styles.ticketSub}>{t('annual.tasks.earned', { earned: me.ticketsEarned, draws: me.draws })}</p>
        </div>
        <output className={styles.ticketCount} data-testid="annual-tickets" aria-live="polite">
          {me.tickets}
        </output>
      </div>
      {!open && <p className={styles.closed}>{phase === 'upcoming' ? t('annual.tasks.notOpen') : t('annual.tasks.ended')}</p>}
      <ul className={styles.list}>
        {me.tasks.map((task) => (
          <li key={task.id} className={styles.row} data-testid="annual-task" data-task={task.id} data-state={task.state}>
            <div className={styles.what}>
              <span className={styles.name}>{t(`annual.tasks.names.${task.id}`)}</span>
              <span className={styles.meta}>
                <span className={styles.period}>{t(`annual.tasks.periods.${task.period}`)}</span>
                <span className={styles.reward}>{t('annual.tasks.reward', { count: task.tickets })}</span>
              </span>
              {error?.task === task.id && (
                <span className={styles.error} role="alert">
                  {error.message}
                </span>
              )}
            </div>
            <TaskAction task={task} open={open} canVote={me.canVote} busy={busy === task.id} onClaim={onClaim} onShare={onShare} />
          </li>
        ))}
      </ul>
      {!me.canVote && <p className={styles.note}>{t('annual.tasks.noVote')}</p>}
      <nav className={styles.links} aria-label={t('annual.title')}>
        <Link to={ANNUAL_ROUTES.characterVote} className={styles.link} data-testid="annual-to-vote">
          <TrophyIcon size="1.8rem" aria-hidden="true" />
          {t('annual.tasks.toVote')}
          <ChevronIcon size="1.4rem" aria-hidden="true" />
        </Link>
        <Link to={ANNUAL_ROUTES.lottery} className={styles.link} data-testid="annual-to-draw">
          <GiftIcon size="1.8rem" aria-hidden="true" />
          {t('annual.tasks.toDraw')}
          <ChevronIcon size="1.4rem" aria-hidden="true" />
        </Link>
      </nav>
    </Panel>
  );
}

function TaskAction({ task, open, canVote, busy, onClaim, onShare }: { task: AnnualTask; open: boolean; canVote: boolean; busy: boolean; onClaim: TaskListProps['onClaim']; onShare: () => void }) {
  const { t } = useTranslation();
  const name = t(`annual.tasks.names.${task.id}`);
  if (task.state === 'claimed')
    return (
      <span className={styles.claimed} data-testid="task-claimed">
        <CheckIcon size="1.4rem" aria-hidden="true" />
        {t('annual.tasks.claimed')}
      </span>
    );
  if (task.state === 'claimable')
    return (
      <Button size="sm" className={styles.claim} loading={busy} disabled={!open} onClick={() => onClaim(task.id)} aria-label={`${t('annual.tasks.claim')}: ${name}`} data-testid="task-claim">
        {t('annual.tasks.claim')}
      </Button>
    );
  // To do: the vote task leads to the vote, the share task makes the share link; logging in has nothing to do.
  if (open && task.id === 'vote' && canVote)
    return (
      <Link to={ANNUAL_ROUTES.characterVote} className={styles.go} data-testid="task-go">
        {t('annual.tasks.goVote')}
      </Link>
    );
  if (open && task.id === 'share')
    return (
      <Button size="sm" variant="secondary" loading={busy} onClick={onShare} data-testid="task-go">
        {t('annual.tasks.goShare')}
      </Button>
    );
  return <span className={styles.todo}>{t('annual.tasks.todo')}</span>;
}
