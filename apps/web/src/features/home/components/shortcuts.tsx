import type { ComponentType } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from '../../../lib/hash-router/index.ts';
import { BattleIcon, CartIcon, CoinIcon, GiftIcon, NewsIcon, TrophyIcon } from '../../../components/icons.tsx';
import { Panel } from '../../../components/panel.tsx';
import { ROUTES } from '../../../lib/routes.ts';
import styles from './shortcuts.module.css';

const ITEMS: { key: 'battle' | 'news' | 'competition' | 'payment' | 'welfare' | 'mall'; to: string; Icon: ComponentType<{ size?: string }> }[] = [
  { key: 'battle', to: ROUTES.battle, Icon: BattleIcon },
  { key: 'news', to: ROUTES.news, Icon: NewsIcon },
  { key: 'competition', to: ROUTES.competition, Icon: TrophyIcon },
  { key: 'welfare', to: ROUTES.welfare, Icon: GiftIcon },
  { key: 'payment', to: ROUTES.paymentCenter, Icon: CoinIcon },
  { key: 'mall', to: ROUTES.pointsExchange, Icon: CartIcon },
];

/** Entry points to the rest of the companion; the areas still in development say so on their page. */
export function Shortcuts() {
  const { t } = useTranslation();
  return (
    <Panel title={t('home.explore')}>
      <ul className={styles.grid}>
        {ITEMS.map(({ key, to, Icon }) => (
          <li key={key}>
            <Link to={to} className={styles.item}>
              <span className={styles.icon}>
                <Icon size="2.4rem" />
              </span>
              <span className={styles.label}>{t(`shortcuts.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
