import type { ComponentType } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { ROUTES } from '../../../lib/routes.ts';
import type { ComingSoonArea } from '../areas.ts';
import styles from './coming-soon-page.module.css';

function ComingSoon({ area, isTab }: { area: ComingSoonArea; isTab: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <NavBar title={t(`soon.areas.${area}.title`)} back={!isTab} />
      <PageBody>
        <section className={styles.hero} data-testid="coming-soon" data-area={area}>
          <div className={styles.emblem} aria-hidden="true">
            <svg viewBox="0 0 120 120" width="100%" height="100%">
              <defs>
                <linearGradient id="cs-g" x1="0" y1="0" x2="1" y2="1">
                  <stop offset="0" style={{ stopColor: 'var(--cyan)' }} />
                  <stop offset="1" style={{ stopColor: 'var(--violet)' }} />
                </linearGradient>
              </defs>
              <polygon points="60,6 107,33 107,87 60,114 13,87 13,33" fill="none" stroke="url(#cs-g)" strokeWidth="3" />
              <polygon points="60,22 93,41 93,79 60,98 27,79 27,41" style={{ fill: 'rgb(var(--cyan-rgb) / 0.06)', stroke: 'rgb(var(--cyan-rgb) / 0.35)' }} strokeWidth="1.5" strokeDasharray="4 5" />
              <path d="M44 70V50l16 13 16-13v20" fill="none" stroke="url(#cs-g)" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </div>
          <span className={styles.badge}>{t('soon.badge')}</span>
          <h2 className={styles.title}>{t(`soon.areas.${area}.title`)}</h2>
          <p className={styles.body}>{t(`soon.areas.${area}.body`)}</p>
          <p className={styles.note}>{t('soon.note')}</p>
          <Link to={ROUTES.home} className={styles.link}>
            {t('soon.back')}
          </Link>
        </section>
      </PageBody>
    </>
  );
}

/** A page component for one area; tab pages get no back arrow, as tab roots have nowhere to go back to. */
export function comingSoonPage(area: ComingSoonArea, isTab: boolean): ComponentType {
  return function ComingSoonPage() {
    return <ComingSoon area={area} isTab={isTab} />;
  };
}
