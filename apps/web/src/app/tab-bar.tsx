import type { ComponentType } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useNavigate } from '../lib/hash-router/index.ts';
import { BattleIcon, HomeIcon, NewsIcon, TrophyIcon, UserIcon } from '../components/icons.tsx';
import { appStore, useAppState } from '../lib/store.ts';
import styles from './tab-bar.module.css';
import { TABS, tabHasDot, type TabKey } from './tabs.ts';

const ICONS: Record<TabKey, ComponentType<{ size?: string }>> = {
  home: HomeIcon,
  battle: BattleIcon,
  news: NewsIcon,
  competition: TrophyIcon,
  mine: UserIcon,
};

export function TabBar({ activeIndex }: { activeIndex: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hotRate = useAppState((s) => s.hotRate);
  const hotBalance = useAppState((s) => s.hotBalance);
  const unreadCount = useAppState((s) => s.unreadCount);

  const select = (index: number) => {
    const tab = TABS[index];
    if (!tab) return;
    // SPEC §2: a tap stores the tab index and clears the news hot dots.
    appStore.set({ tabIndex: index, hotRate: false, hotBalance: false });
    if (index !== activeIndex) void navigate(tab.path);
  };

  return (
    <nav className={styles.bar} aria-label={t('common.mainNav')}>
      {TABS.map((tab, index) => {
        const Icon = ICONS[tab.key];
        const active = index === activeIndex;
        const dot = tabHasDot(tab.key, { hotRate, hotBalance, unreadCount });
        return (
          <button
            key={tab.key}
            type="button"
            className={active ? `${styles.tab} ${styles.active}` : styles.tab}
            aria-current={active ? 'page' : undefined}
            data-tab={tab.key}
            onClick={() => select(index)}
          >
            <span className={styles.iconWrap}>
              <Icon size="24px" />
              {dot && <span className={styles.dot} data-testid={`tab-dot-${tab.key}`} />}
            </span>
            <span className={styles.label}>{t(`tabs.${tab.key}`)}</span>
          </button>
        );
      })}
    </nav>
  );
}
