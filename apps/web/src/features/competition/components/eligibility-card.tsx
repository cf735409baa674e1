import type { Eligibility } from '@mecha/shared/competition/api';
import { AccessNeeded } from '../../../components/access-needed.tsx';
import { TrophyIcon } from '../../../components/icons.tsx';
import { Panel } from '../../../components/panel.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formattersFor } from '../../../lib/format.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { standingOf } from '../lib/eligibility.ts';
import styles from './eligibility-card.module.css';

type Viewer = { kind: 'visitor'; fromLink: boolean } | { kind: 'unbound' } | { kind: 'player'; eligibility: Eligibility };

/**
 * Where the viewer stands against SPEC §5's 8000 rule: the best 2v2 score (with its season) and either "eligible"
 * or how far below; a visitor is asked to log in, an account without a role to bind one.
 */
export function EligibilityCard({ viewer, need }: { viewer: Viewer; need: number }) {
  const { t, language } = useTranslation();
  const f = formattersFor(language);
  if (viewer.kind === 'visitor')
    return (
      <AccessNeeded
        kind="login"
        text={viewer.fromLink ? t('competition.linkLogin') : t('competition.loginNeeded')}
        Icon={TrophyIcon}
        tone="gold"
        testId="comp-login"
      />
    );
  if (viewer.kind === 'unbound') return <AccessNeeded kind="bind" text={t('competition.bindNeeded')} Icon={TrophyIcon} tone="gold" testId="comp-bind" />;
  const e = viewer.eligibility;
  const standing = standingOf(e);
  const line =
    standing.kind === 'eligible'
      ? t('competition.eligibility.eligible', { best: f.number(standing.best) })
      : standing.kind === 'below'
        ? t('competition.eligibility.below', { best: f.number(standing.best), gap: f.number(standing.gap), need: f.number(e.need) })
        : t('competition.eligibility.none', { need: f.number(e.need) });
  return (
    <Panel title={t('competition.eligibility.title')} data-testid="comp-eligibility" data-standing={standing.kind}>
      <p className={styles.line} data-standing={standing.kind} data-testid="comp-eligibility-line">
        {line}
      </p>
      {e.bestSeason !== null && e.best > 0 && <p className={styles.note}>{t('competition.eligibility.season', { code: e.bestSeason })}</p>}
      <p className={styles.note}>{t('competition.eligibility.rule', { need: f.number(need) })}</p>
      <Link to={`${ROUTES.battle}?mode=T2`} className={styles.link} data-testid="comp-record-link">
        {t('competition.eligibility.record')}
      </Link>
    </Panel>
  );
}
