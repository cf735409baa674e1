import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { ErrorBlock, Skeleton } from '../../../components/states.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link, useSearchParams } from '../../../lib/hash-router/index.ts';
import { useMemoriesReport } from '../api/get-memories-report.ts';
import { ANNUAL_ROUTES } from '../annual-routes.ts';
import { EventHead } from '../components/event-head.tsx';
import { ReportEmpty } from '../components/report-empty.tsx';
import { StoryDeck } from '../components/story-deck.tsx';
import { useEventDates } from '../lib/event-dates.ts';
import { reportCards } from '../lib/report-cards.ts';
import styles from './annual-share-page.module.css';

const TOKEN = /^[A-Za-z0-9_-]{10,200}$/;

// act/annual/share/index?t=<token>: a pilot's whole memory report as they shared it, read-only and without
// logging in (the server's signed token names the role). Its numbers still open the matches behind them.
export function AnnualSharePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('t');
  const token = raw && TOKEN.test(raw) ? raw : null;
  const report = useMemoriesReport(token, token !== null);
  const dates = useEventDates();
  const data = report.data;

  let body;
  if (!token) body = <p className={styles.invalid} role="alert">{t('annual.share.invalid')}</p>;
  else if (report.isPending) body = <Skeleton height="54rem" label={t('annual.report.loading')} />;
  else if (report.isError) body = <ErrorBlock error={report.error} onRetry={() => void report.refetch()} />;
  else if (data) {
    const cards = reportCards(data.report);
    body = (
      <>
        <header className={styles.hero} data-testid="annual-share">
          <p className={styles.kicker}>{t('annual.share.event')}</p>
          <h2 className={styles.name}>{t('annual.report.year.title', { name: data.report.nickname })}</h2>
          <p className={styles.period}>{t('annual.report.year.period', { from: dates.day(data.report.reportFrom), to: dates.day(data.report.reportTo - 1) })}</p>
        </header>
        {cards.length === 0 ? <ReportEmpty report={data.report} /> : <StoryDeck report={data.report} cards={cards} share={token} />}
        <EventHead event={data.event} />
      </>
    );
  }

  return (
    <>
      <NavBar title={t('annual.share.title')} back />
      <PageBody>
        {body}
        <Link to={ANNUAL_ROUTES.annual} className={styles.cta} data-testid="annual-share-open">
          {t('annual.share.cta')}
        </Link>
      </PageBody>
    </>
  );
}
