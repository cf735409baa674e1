import type { HistoryLine } from '@mecha/shared/competition/api';
import { useId, type ReactElement } from 'react';
import { Button } from '../../../components/button.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { EmptyBlock, ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { useTranslation, type TFunction } from '../../../i18n/use-translation.ts';
import { formatWhen } from '../../../lib/format-when.ts';
import { useTeamHistory } from '../api/get-team-history.ts';
import { useDialogFocus } from './denial-dialog.tsx';
import styles from './history-sheet.module.css';

// A team's history (SPEC §3: record, operator, time) in a bottom sheet, newest first: what happened as a sentence
// naming the player it concerns, who did it (a player, an operator or the system) and when. Open while `teamId`.
export function HistorySheet({ teamId, onClose }: { teamId: string | null; onClose: () => void }): ReactElement | null {
  const { t } = useTranslation();
  const titleId = useId();
  const history = useTeamHistory(teamId);
  const focus = useDialogFocus(teamId !== null);
  return (
    <Overlay open={teamId !== null} onClose={onClose} kind="sheet" labelledBy={titleId}>
      <div ref={focus} className={styles.sheet} data-testid="history-sheet">
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('compDialogs.history.title')}
          </h2>
          <Button variant="secondary" size="sm" onClick={onClose} data-testid="history-close">
            {t('common.close')}
          </Button>
        </div>
        {history.isPending ? (
          <Skeleton height="12rem" />
        ) : history.isError ? (
          <ErrorBlock error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data.list.length === 0 ? (
          <EmptyBlock>{t('compDialogs.history.empty')}</EmptyBlock>
        ) : (
          <ol className={styles.list}>
            {history.data.list.map((line) => (
              <HistoryRow key={line.id} line={line} />
            ))}
          </ol>
        )}
      </div>
    </Overlay>
  );
}

function HistoryRow({ line }: { line: HistoryLine }) {
  const { t, language } = useTranslation();
  const reason = line.note && line.action !== 'renamed' ? line.note : null;
  return (
    <li className={styles.row} data-testid="history-line" data-action={line.action}>
      <p className={styles.what}>{historySentence(t, line)}</p>
      {reason && <p className={styles.reason}>{t('compDialogs.history.reason', { note: reason })}</p>}
      <p className={styles.meta}>
        <span data-testid="history-who" data-actor={line.actor.kind}>
          {t('compDialogs.history.by', { who: actorName(t, line.actor) })}
        </span>
        <time dateTime={new Date(line.at * 1000).toISOString()}>{formatWhen(language, line.at)}</time>
      </p>
    </li>
  );
}

/** What happened, in the page's language, naming the player it concerns. */
export function historySentence(t: TFunction, line: HistoryLine): string {
  const subject = line.subject?.nickname || line.subject?.uid || t('compDialogs.history.someone');
  return t(`compDialogs.history.actions.${line.action}`, { subject, note: line.note ?? '' });
}

function actorName(t: TFunction, actor: HistoryLine['actor']): string {
  if (actor.kind === 'operator') return t('compDialogs.history.operator');
  if (actor.kind === 'system') return t('compDialogs.history.system');
  return actor.nickname || actor.uid || t('compDialogs.history.someone');
}
