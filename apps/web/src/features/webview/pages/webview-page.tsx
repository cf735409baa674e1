import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ExternalIcon, ShieldIcon } from '../../../components/icons.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { ROUTES } from '../../../lib/routes.ts';
import { safeExternalUrl } from '../lib/safe-url.ts';
import styles from './webview-page.module.css';

// An external web page inside the app with a title bar (SPEC §2 webview/index?url=&title=). The address comes
// from a link anyone could craft: only http(s) loads; anything else is refused and nothing is loaded.
export function WebviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const url = safeExternalUrl(params.get('url'));
  const title = params.get('title')?.trim().slice(0, 60) || (url ? url.hostname : t('webview.refusedTitle'));

  if (!url) {
    return (
      <>
        <NavBar title={t('webview.refusedTitle')} back />
        <main className={styles.refused} role="alert" data-testid="webview-refused">
          <ShieldIcon size="4.8rem" />
          <h2 className={styles.refusedTitle}>{t('webview.refusedTitle')}</h2>
          <p>{t('webview.refused')}</p>
          <Link to={ROUTES.news} className={styles.back}>
            {t('webview.back')}
          </Link>
        </main>
      </>
    );
  }

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
