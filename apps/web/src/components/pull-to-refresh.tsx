import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { RefreshIcon } from './icons.tsx';
import styles from './pull-to-refresh.module.css';

const TRIGGER_PX = 64;
const MAX_PX = 110;

type Phase = 'idle' | 'pulling' | 'ready' | 'refreshing' | 'done';

// Touch-driven pull-down refresh (SPEC §2: home "pull-down refresh"). It only engages at the top of the page,
// so normal scrolling is untouched; pages also offer a refresh button for mouse users.
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const { t } = useTranslation();
  const [distance, setDistance] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const startY = useRef<number | null>(null);

  const onTouchStart = (event: TouchEvent) => {
    if (phase === 'refreshing' || window.scrollY > 0) return;
    startY.current = event.touches[0]?.clientY ?? null;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (startY.current === null) return;
    const dy = (event.touches[0]?.clientY ?? startY.current) - startY.current;
    // Resistance: the indicator moves at half the finger's speed, like native lists.
    const next = Math.max(0, Math.min(MAX_PX, dy * 0.5));
    setDistance(next);
    setPhase(next >= TRIGGER_PX ? 'ready' : next > 0 ? 'pulling' : 'idle');
  };
  const onTouchEnd = async () => {
    if (startY.current === null) return;
    startY.current = null;
    if (phase !== 'ready') {
      setDistance(0);
      setPhase('idle');
      return;
    }
    setPhase('refreshing');
    setDistance(TRIGGER_PX * 0.75);
    try {
      await onRefresh();
    } finally {
      setPhase('done');
      setTimeout(() => {
        setPhase('idle');
        setDistance(0);
      }, 500);
    }
  };

  const label =
    phase === 'ready' ? t('pull.release') : phase === 'refreshing' ? t('pull.refreshing') : phase === 'done' ? t('pull.done') : t('pull.pull');
  return (
    <div onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={onTouchEnd}>
      <div
        className={styles.indicator}
        style={{ height: distance, transition: startY.current === null ? 'height 0.2s ease' : 'none' }}
        aria-hidden={phase === 'idle'}
        data-phase={phase}
        data-testid="pull-indicator"
      >
        <RefreshIcon
          size="1.8rem"
          className={phase === 'refreshing' ? styles.spinning : undefined}
          style={{ transform: phase === 'refreshing' ? undefined : `rotate(${distance * 3}deg)` }}
        />
        <span>{label}</span>
      </div>
      {children}
    </div>
  );
}
