import type { ErrorKey } from '@mecha/shared/errors/catalogue';
import { LANGUAGES, type Language } from '@mecha/shared/i18n/languages';
import { useState } from 'react';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { Panel } from '../../../components/panel.tsx';
import { Segmented } from '../../../components/segmented.tsx';
import { errorMessage } from '../../../i18n/error-texts.ts';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { useTranslation, type TextKey } from '../../../i18n/use-translation.ts';
import { useFormatters } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DenialDialog } from '../components/denial-dialog.tsx';
import { CONFIRM_KINDS, DENIAL_KEYS, DENIALS, hintNumbers, type ConfirmKind, type DenialKey, type DenialStep } from '../lib/denials.ts';
import styles from './dialog-demo-page.module.css';

// competition/dialog-demo: every tournament refusal and confirmation, each opening the real dialog, in the language
// picked here (the app's own switch, so the page and the dialogs change together). Operators and translators
// review them here; nothing is fetched, so it works for visitors.

/** Each language named in itself, so a reviewer finds theirs whatever language is on screen. */
const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'zh-HK': '繁體中文', en: 'English', ja: '日本語' };

/** What the sample dialogs show: a score below the line, team, member and stage names. */
const SAMPLE_DETAIL: Partial<Record<DenialKey, unknown>> = { compNotEligible: { best: 7650, need: 8000 } };
const SAMPLE_PARAMS: Record<ConfirmKind, Record<string, string>> = {
  leave: { name: 'Nova Lancers' },
  leaveAsLeader: { name: 'Nova Lancers', partner: 'Kestrel' },
  remove: { name: 'Kestrel' },
  regenerate: {},
  revoke: {},
  checkIn: { name: 'Online round 1' },
  reject: { name: 'Nova Lancers' },
};

export function DialogDemoPage() {
  const { t, language } = useTranslation();
  const [denial, setDenial] = useState<ErrorKey | null>(null);
  const [confirm, setConfirm] = useState<ConfirmKind | null>(null);

  const hints = hintNumbers(useFormatters().number);
  const stepText = (step: DenialStep | null) => (step ? t('compDialogs.demoNextStep', { step: t(`compDialogs.steps.${step}`) }) : t('compDialogs.demoOnlyOk'));

  return (
    <>
      <NavBar title={t('compDialogs.demoTitle')} back />
      <PageBody>
        <p className={styles.intro}>{t('compDialogs.demoIntro')}</p>
        <Segmented<Language>
          label={t('compDialogs.demoLanguage')}
          value={language}
          options={LANGUAGES.map((l) => ({ value: l, label: <span lang={l}>{LANGUAGE_NAMES[l]}</span>, testId: `demo-language-${l}` }))}
          onChange={(l) => void switchLanguage(LANGUAGES.indexOf(l))}
        />
        <Panel title={t('compDialogs.demoDenials')} data-testid="demo-denials">
          <ul className={styles.list}>
            {DENIAL_KEYS.map((key) => (
              <li key={key}>
                <button type="button" className={styles.entry} onClick={() => setDenial(key)} data-testid="demo-denial" data-key={key}>
                  <span className={styles.name}>{t(`compDialogs.denial.${key}.title` as TextKey)}</span>
                  <span className={styles.message}>{errorMessage(key, language)}</span>
                  <span className={styles.hint}>{t(`compDialogs.denial.${key}.hint` as TextKey, hints)}</span>
                  <span className={styles.step}>{stepText(DENIALS[key])}</span>
                  <span className={styles.code}>{key}</span>
                </button>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={t('compDialogs.demoConfirms')} data-testid="demo-confirms">
          <ul className={styles.list}>
            {CONFIRM_KINDS.map((kind) => (
              <li key={kind}>
                <button type="button" className={styles.entry} onClick={() => setConfirm(kind)} data-testid="demo-confirm" data-key={kind}>
                  <span className={styles.name}>{t(`compDialogs.confirm.${kind}.title` as TextKey)}</span>
                  <span className={styles.hint}>{t(`compDialogs.confirm.${kind}.${kind === 'leaveAsLeader' ? 'bodyPartner' : 'body'}` as TextKey, SAMPLE_PARAMS[kind])}</span>
                  <span className={styles.step}>{t(`compDialogs.confirm.${kind}.confirm` as TextKey)}</span>
                  <span className={styles.code}>{kind}</span>
                </button>
              </li>
            ))}
          </ul>
        </Panel>
      </PageBody>
      <DenialDialog
        errorKey={denial}
        detail={denial ? SAMPLE_DETAIL[denial as DenialKey] : undefined}
        onClose={() => setDenial(null)}
        // On the real page these bring a section into view or focus a field; here there is none to show.
        onStep={(step) => showToast(t(`compDialogs.steps.${step}`), 'info')}
      />
      <ConfirmDialog kind={confirm} params={confirm ? SAMPLE_PARAMS[confirm] : undefined} onConfirm={() => setConfirm(null)} onCancel={() => setConfirm(null)} />
    </>
  );
}
