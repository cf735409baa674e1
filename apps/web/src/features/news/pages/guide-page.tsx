import type { ComponentType } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { BattleIcon, ChartIcon, ChevronIcon, GiftIcon, GlobeIcon, NewsIcon, UserIcon } from '../../../components/icons.tsx';
import { LadderRules } from '../../../components/ladder-rules.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { Panel } from '../../../components/panel.tsx';
import { ROUTES } from '../../../lib/routes.ts';
import { NEWS_ROUTES } from '../lib/news-routes.ts';
import disc from '../../../components/icon-disc.module.css';
import listStyles from '../../../components/list.module.css';
import styles from './guide-page.module.css';

type StepKey = 'bind' | 'records' | 'news' | 'rankings' | 'welfare' | 'language';
const STEPS: { key: StepKey; Icon: ComponentType<{ size?: string }>; to: string }[] = [
  { key: 'bind', Icon: UserIcon, to: ROUTES.home },
  { key: 'records', Icon: BattleIcon, to: ROUTES.battle },
  { key: 'news', Icon: NewsIcon, to: ROUTES.news },
  { key: 'rankings', Icon: ChartIcon, to: NEWS_ROUTES.index({ tab: 'rankings' }) },
  { key: 'welfare', Icon: GiftIcon, to: ROUTES.welfare },
  { key: 'language', Icon: GlobeIcon, to: ROUTES.my },
];

// The guide: what the companion offers, step by step, and the ladder rules (the same component as the record
// page's rules sheet, every figure from the engine).
export function GuidePage() {
  const { t } = useTranslation();
  return (
    <>
      <NavBar title={t('guide.title')} back />
      <PageBody>
        <p className={styles.intro}>{t('guide.intro')}</p>
        <Panel title={t('guide.stepsTitle')}>
          <ol className={`${listStyles.stack} ${styles.steps}`} data-testid="guide-steps">
            {STEPS.map(({ key, Icon, to }, i) => (
              <li key={key}>
                <Link to={to} className={styles.step} aria-label={`${t(`guide.steps.${key}.title`)} · ${t('guide.open')}`}>
                  <span className={`${disc.disc} ${styles.icon}`}>
                    <Icon size="2rem" />
                    <span className={styles.number}>{i + 1}</span>
                  </span>
                  <span className={styles.text}>
                    <span className={styles.stepTitle}>{t(`guide.steps.${key}.title`)}</span>
                    <span className={styles.stepBody}>{t(`guide.steps.${key}.body`)}</span>
                  </span>
                  <ChevronIcon size="1.6rem" />
                </Link>
              </li>
            ))}
          </ol>
        </Panel>
        <Panel title={t('guide.rulesTitle')} data-testid="guide-rules">
          <LadderRules />
        </Panel>
      </PageBody>
    </>
  );
}
