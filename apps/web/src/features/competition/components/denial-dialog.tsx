import type { ErrorKey } from '@mecha/shared/errors/catalogue';
import { useEffect, useId, useRef, type ReactElement, type RefObject } from 'react';
import { Button } from '../../../components/button.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { errorMessage } from '../../../i18n/error-texts.ts';
import { useTranslation, type TextKey } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { Link, navigate } from '../../../lib/hash-router/index.ts';
import { COMPETITION_ROUTES } from '../competition-routes.ts';
import { COMP_SECTION_IDS, denialStep, eligibilityGap, hereForLogin, hintNumbers, isDenialKey, stepAction, type DenialStep } from '../lib/denials.ts';
import styles from './denial-dialog.module.css';

// The dialog of one tournament denial: its title, the catalogue's message in the page's language, a hint and the
// next step (lib/denials.ts), so no refusal is a dead end.
export interface DenialDialogProps {
  /** The refusal's catalogue key (from the API error), or null when closed. */
  errorKey: ErrorKey | null;
  /** Extra numbers some denials show (compNotEligible: { best, need }). */
  detail?: unknown;
  onClose: () => void;
  /**
   * The page's own handling of a step that stays on it (bring "my team", the rules or the schedule into view, focus
   * the code or form field). Without it a section step scrolls to the element with that section's id
   * (COMP_SECTION_IDS) on the page, or opens the tournament page.
   */
  onStep?: (step: DenialStep) => void;
}

export function DenialDialog({ errorKey, detail, onClose, onStep }: DenialDialogProps): ReactElement | null {
  const { t, language } = useTranslation();
  const f = useFormatters();
  const titleId = useId();
  const open = errorKey !== null;
  const focus = useDialogFocus(open);
  if (!errorKey) return null;

  const known = isDenialKey(errorKey);
  const step = denialStep(errorKey);
  const action = step ? stepAction(step, hereForLogin()) : null;
  const gap = errorKey === 'compNotEligible' ? eligibilityGap(detail) : null;
  const stepLabel = step ? t(`compDialogs.steps.${step}`) : '';

  const runStep = () => {
    if (!step || !action) return;
    onClose();
    if (onStep) return onStep(step);
    if (action.kind === 'section') {
      const target = document.getElementById(COMP_SECTION_IDS[action.section]);
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else navigate(COMPETITION_ROUTES.home);
    }
  };

  return (
    <Overlay open onClose={onClose} kind="dialog" labelledBy={titleId}>
      <div ref={focus} className={styles.box} data-testid="denial-dialog" data-denial={errorKey}>
        <h2 id={titleId} className={styles.title}>
          {known ? t(`compDialogs.denial.${errorKey}.title` as TextKey) : t('compDialogs.genericTitle')}
        </h2>
        <p className={styles.message} data-testid="denial-message">
          {errorMessage(errorKey, language)}
        </p>
        {gap && (
          <p className={styles.gap} data-testid="denial-gap">
            {t('compDialogs.gap', { best: f.number(gap.best), gap: f.number(gap.gap), need: f.number(gap.need) })}
          </p>
        )}
        {known && (
          <p className={styles.hint} data-testid="denial-hint">
            {t(`compDialogs.denial.${errorKey}.hint` as TextKey, hintNumbers(f.number))}
          </p>
        )}
        <div className={action ? styles.actions : styles.single}>
          <Button variant="secondary" onClick={onClose} data-testid="denial-ok">
            {t('compDialogs.ok')}
          </Button>
          {action?.kind === 'link' ? (
            <Link to={action.to} className={styles.step} onClick={onClose} data-testid="denial-step" data-step={step}>
              {stepLabel}
            </Link>
          ) : (
            action && (
              <Button onClick={runStep} data-testid="denial-step" data-step={step}>
                {stepLabel}
              </Button>
            )
          )}
        </div>
      </div>
    </Overlay>
  );
}

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Focus for the tournament's dialogs and sheets (the shared Overlay handles Escape and the backdrop): on open the
 * first control takes focus, Tab and Shift+Tab cycle inside the dialog, and on close focus goes back to what
 * opened it. Give the returned ref to an element inside the dialog.
 */
export function useDialogFocus(open: boolean): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current?.closest<HTMLElement>('[role="dialog"]') ?? ref.current;
    if (!dialog) return;
    const focusable = () => [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    (focusable()[0] ?? dialog).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const list = focusable();
      if (list.length === 0) return event.preventDefault();
      const first = list[0]!;
      const last = list[list.length - 1]!;
      const inside = dialog.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);
  return ref;
}
