import type { Tournament } from '@mecha/shared/competition/api';
import type { ErrorKey } from '@mecha/shared/errors/catalogue';
import { useState, type ReactElement } from 'react';
import { Button } from '../../../components/button.tsx';
import { Panel } from '../../../components/panel.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatWhen } from '../../../lib/format-when.ts';
import { isApiError } from '../../../lib/request.ts';
import { showToast } from '../../../lib/toast.ts';
import { downloadCalendar } from '../api/download-calendar.ts';
import { COMP_SECTION_IDS } from '../lib/denials.ts';
import { DenialDialog } from './denial-dialog.tsx';
import styles from './schedule-list.module.css';

// The sign-up window and each stage with its check-in opening, in the player's time zone, each with its state;
// "Add to calendar" saves the tournament's .ics (its stages and the team's matches) when `canDownload`.
export function ScheduleList({ tournament, canDownload }: { tournament: Tournament; canDownload: boolean }): ReactElement | null {
  const { t, language } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [denied, setDenied] = useState<{ key: ErrorKey; detail: unknown } | null>(null);
  const when = (s: number) => formatWhen(language, s);
  const span = (from: number, to: number) => (
    <>
      <time dateTime={iso(from)}>{when(from)}</time> – <time dateTime={iso(to)}>{when(to)}</time>
    </>
  );

  const save = async () => {
    setBusy(true);
    try {
      await downloadCalendar(tournament.id);
      showToast(t('compDialogs.schedule.calendarDone'), 'success');
    } catch (error) {
      if (isApiError(error) && error.key) setDenied({ key: error.key, detail: error.data });
      else showToast(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={t('compDialogs.schedule.title')} id={COMP_SECTION_IDS.schedule} data-testid="comp-schedule">
      <p className={styles.zone}>{t('compDialogs.schedule.zone', { zone: timeZone() })}</p>
      <ol className={styles.list}>
        <li className={styles.row} data-testid="schedule-signup" data-state={tournament.registration}>
          <div className={styles.head}>
            <span className={styles.name}>{t('compDialogs.schedule.signup')}</span>
            <span className={`${styles.state} ${styles[stateClass(tournament.registration)]}`}>{t(`compDialogs.schedule.registration.${tournament.registration}`)}</span>
          </div>
          <p className={styles.when}>{span(tournament.signupFrom, tournament.signupTo)}</p>
        </li>
        {tournament.stages.map((stage) => (
          <li key={stage.id} className={styles.row} data-testid="schedule-stage" data-stage={stage.id} data-state={stage.state}>
            <div className={styles.head}>
              <span className={styles.name}>
                {!namesKind(stage.name, t(`compDialogs.schedule.kinds.${stage.kind}`)) && <span className={styles.kind}>{t(`compDialogs.schedule.kinds.${stage.kind}`)}</span>}
                {stage.name}
              </span>
              <span className={`${styles.state} ${styles[stateClass(stage.state)]}`}>{t(`compDialogs.schedule.states.${stage.state}`)}</span>
            </div>
            <p className={styles.when}>{span(stage.startsAt, stage.endsAt)}</p>
            <p className={styles.checkin}>{t('compDialogs.schedule.checkinAt', { time: when(stage.checkinOpensAt) })}</p>
          </li>
        ))}
      </ol>
      {tournament.stages.length === 0 && <p className={styles.zone}>{t('compDialogs.schedule.empty')}</p>}
      {canDownload && (
        <Button variant="secondary" block loading={busy} onClick={() => void save()} data-testid="schedule-calendar">
          {t('compDialogs.schedule.calendar')}
        </Button>
      )}
      <DenialDialog errorKey={denied?.key ?? null} detail={denied?.detail} onClose={() => setDenied(null)} />
    </Panel>
  );
}

/** Operators often name a stage by its kind ("Online round 1"): the kind label is left out then, not said twice. */
export function namesKind(name: string, kindLabel: string): boolean {
  return name.toLocaleLowerCase().includes(kindLabel.toLocaleLowerCase());
}

const iso = (s: number) => new Date(s * 1000).toISOString();

function stateClass(state: string): 'soon' | 'open' | 'live' | 'past' {
  if (state === 'open' || state === 'checkin') return 'open';
  if (state === 'live') return 'live';
  if (state === 'done' || state === 'ended') return 'past';
  return 'soon';
}

/** The browser's time zone name (what formatWhen shows the times in). */
function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
