import type { Tournament, TournamentSummary } from '@mecha/shared/competition/api';
import { ChipRow } from '../../../components/chip.tsx';
import { TrophyIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatMmSs, splitDays } from '../../../lib/countdown.ts';
import { formatWhen } from '../../../lib/format-when.ts';
import { useServerNow } from '../../../lib/use-server-now.ts';
import styles from './tournament-banner.module.css';

/** 7,199 s → "01:59:59": the last day counts down to the second. */
const formatHms = (seconds: number) => `${String(Math.floor(Math.max(0, seconds) / 3600)).padStart(2, '0')}:${formatMmSs(Math.max(0, seconds) % 3600)}`;

interface TournamentBannerProps {
  tournament: Tournament;
  /** Every tournament, newest first: the switcher shows when there is more than one. */
  list: TournamentSummary[];
  onSelect: (id: string) => void;
  /** The answer's server time (unix s) and when it came (ms): the countdown ticks here, not the whole page. */
  serverNow: number;
  receivedAt: number;
}

/**
 * The tournament's head: its banner with the title (a reserved height, so nothing jumps when an image loads), the
 * switcher between tournaments (the current one and past ones, whose pages show their results), and the
 * registration state with its dates in the player's time zone and, while open, the time left.
 */
export function TournamentBanner({ tournament, list, onSelect, serverNow, receivedAt }: TournamentBannerProps) {
  const { t, language } = useTranslation();
  const state = tournament.registration;
  const now = useServerNow(serverNow, receivedAt, state === 'open');
  const when = state === 'not-started' ? tournament.signupFrom : tournament.signupTo;
  const left = splitDays(tournament.signupTo - now);
  return (
    <section className={styles.head} data-testid="comp-banner" data-registration={state} aria-labelledby="comp-title">
      <div className={styles.banner}>
        {tournament.banner ? <img className={styles.image} src={tournament.banner} alt="" /> : <TrophyIcon size="7rem" className={styles.mark} />}
        <p className={styles.kicker}>{t('competition.bannerKicker')}</p>
        <h2 id="comp-title" className={styles.title}>
          {tournament.title}
        </h2>
      </div>
      {list.length > 1 && (
        <ChipRow
          className={styles.switcher}
          label={t('competition.switcher')}
          testId="comp-switcher"
          value={tournament.id}
          onChange={onSelect}
          chips={list.map((s) => ({ value: s.id, label: s.title, testId: `comp-switch-${s.id}` }))}
        />
      )}
      <p className={styles.state} data-state={state} data-testid="comp-registration">
        <span className={styles.dot} aria-hidden="true" />
        {t(`competition.registration.${state}`, { time: formatWhen(language, when) })}
      </p>
      <p className={styles.window}>
        {t('competition.window', { from: formatWhen(language, tournament.signupFrom), to: formatWhen(language, tournament.signupTo) })}
      </p>
      {state === 'open' && (
        <p className={styles.countdown} data-testid="comp-countdown" role="timer" aria-live="off">
          {left.days > 0 ? t('competition.closesIn', { days: left.days, hhmm: left.hhmm }) : t('competition.closesToday', { time: formatHms(tournament.signupTo - now) })}
        </p>
      )}
      <p className={styles.meta}>
        {t('competition.teams', { count: tournament.teamCount })}
        {tournament.finished && <span data-testid="comp-finished"> · {t('competition.finished')}</span>}
      </p>
    </section>
  );
}
