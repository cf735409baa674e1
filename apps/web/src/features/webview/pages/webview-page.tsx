import { useTranslation } from '../../../i18n/use-translation.ts';
import { goBack, Link, useSearchParams } from '../../../lib/hash-router/index.ts';
import { ExternalIcon, ShieldIcon } from '../../../components/icons.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { ROUTES } from '../../../lib/routes.ts';
import { useAppState } from '../../../lib/store.ts';
import { webviewTarget } from '../lib/webview-target.ts';
import styles from './webview-page.module.css';

// An external web page inside the app with a title bar (SPEC §2 webview/index?url=&title=). The link, title
// included, is untrusted: only http(s) addresses on the hosts the server allows are framed under that title;
// another web address gets a "leaving the site" notice naming its host, and anything else loads nothing.
export function WebviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const allowedHosts = useAppState((s) => s.webviewHosts);

  if (allowedHosts === null) {
    return (
      <>
        <NavBar title={t('webview.title')} back />
        <main className={styles.waiting}>
          <Spinner size="2.4rem" label={t('common.loading')} />
        </main>
      </>
    );
  }

  const target = webviewTarget(params.get('url'), allowedHosts, window.location.hostname);
  if (target.kind === 'refused') return <Refused />;
  if (target.kind === 'outside') return <LeavingNotice url={target.url} />;

  const { url } = target;
  const title = params.get('title')?.trim().slice(0, 60) || url.hostname;
  return (
    <div className={styles.page}>
      <NavBar
        title={title}
        back
        right={
          <a href={url.href} target="_blank" rel="noopener noreferrer" className={styles.open} aria-label={t('webview.openInBrowser')} title={t('webview.openInBrowser')} data-testid="open-in-browser">
            <ExternalIcon size="2rem" />
          </a>
        }
      />
      <p className={styles.from}>
        <span>{t('webview.from', { host: url.host })}</span>
        <a href={url.href} target="_blank" rel="noopener noreferrer">
          {t('webview.openInBrowser')}
        </a>
      </p>
      <iframe
        className={styles.frame}
        src={url.href}
        title={title}
        data-testid="webview-frame"
        referrerPolicy="no-referrer"
        // The page runs as its own origin; it may not navigate the app or open pop-ups without a tap.
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
      />
    </div>
  );
}

function Refused() {
  const { t } = useTranslation();
  return (
    <>
      <NavBar title={t('webview.refusedTitle')} back />
      <main className={styles.notice} role="alert" data-testid="webview-refused">
        <ShieldIcon size="4.8rem" />
        <h2 className={styles.noticeTitle}>{t('webview.refusedTitle')}</h2>
        <p>{t('webview.refused')}</p>
        <Link to={ROUTES.news} className={styles.back}>
          {t('webview.back')}
        </Link>
      </main>
    </>
  );
}

// The caller's title never shows here: "Official login" over a stranger's page is exactly the phishing to avoid.
function LeavingNotice({ url }: { url: URL }) {
  const { t } = useTranslation();
  const app = t('common.appName');
  const back = () => goBack(ROUTES.news);
  return (
    <>
      <NavBar title={t('webview.title')} back />
      <main className={`${styles.notice} ${styles.leaving}`} role="alert" data-testid="webview-leaving">
        <ExternalIcon size="4.8rem" />
        <h2 className={styles.noticeTitle}>{t('webview.leavingTitle', { app })}</h2>
        <p>{t('webview.leaving', { app })}</p>
        <p className={styles.host} data-testid="webview-leaving-host">
          {url.host}
        </p>
        <p className={styles.hint}>{t('webview.leavingHint')}</p>
        <div className={styles.actions}>
          <a href={url.href} target="_blank" rel="noopener noreferrer" className={styles.primary} data-testid="open-in-browser">
            <ExternalIcon size="1.8rem" />
            {t('webview.openInBrowser')}
          </a>
          <button type="button" className={styles.back} onClick={back} data-testid="webview-leaving-back">
            {t('common.back')}
          </button>
        </div>
      </main>
    </>
  );
}
