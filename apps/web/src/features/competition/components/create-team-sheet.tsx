import { CONTACT_KINDS, TEAM_NAME_MAX, TEAM_NAME_MIN, type ContactKind } from '@mecha/shared/competition/rules';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { Segmented } from '../../../components/segmented.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessage } from '../../../i18n/error-texts.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { contactInputMode, contactProblem, teamNameProblem } from '../lib/contact.ts';
import { RulesTick } from './rules-tick.tsx';
import styles from './team-sheet.module.css';

export interface CreateTeamForm {
  name: string;
  contactKind: ContactKind;
  contact: string;
}

interface CreateTeamSheetProps {
  open: boolean;
  busy: boolean;
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  onSubmit: (form: CreateTeamForm) => void;
  onClose: () => void;
}

/**
 * Create a team (SPEC §3): a name, one contact (phone, Discord ID or QQ) checked against the shared patterns as the
 * player types (after a first blur or submit, so an empty field is not red at once), and the rules tick.
 */
export function CreateTeamSheet({ open, busy, ticked, onTick, onSubmit, onClose }: CreateTeamSheetProps) {
  const { t, language } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ContactKind>('phone');
  const [contact, setContact] = useState('');
  const [touched, setTouched] = useState({ name: false, contact: false });
  const nameError = touched.name ? teamNameProblem(name) : null;
  const contactError = touched.contact ? contactProblem(kind, contact) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, contact: true });
    if (teamNameProblem(name) || contactProblem(kind, contact)) return;
    onSubmit({ name: name.trim(), contactKind: kind, contact: contact.trim() });
  };

  return (
    <Overlay open={open} onClose={onClose} kind="sheet" labelledBy={titleId}>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="comp-create-sheet">
        <h2 id={titleId} className={styles.title}>
          {t('competition.create.title')}
        </h2>
        <TextField
          label={t('competition.create.name')}
          value={name}
          maxLength={TEAM_NAME_MAX + 10}
          autoComplete="off"
          placeholder={t('competition.create.nameHint', { min: TEAM_NAME_MIN, max: TEAM_NAME_MAX })}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched((s) => ({ ...s, name: true }))}
          error={nameError && errorMessage(nameError, language)}
          data-testid="comp-team-name"
        />
        <div className={styles.group}>
          <span className={styles.label}>{t('competition.create.contactKind')}</span>
          <Segmented
            label={t('competition.create.contactKind')}
            value={kind}
            onChange={setKind}
            options={CONTACT_KINDS.map((k) => ({ value: k, label: t(`competition.team.contactKind.${k}`), testId: `comp-contact-${k}` }))}
          />
        </div>
        <TextField
          label={t(`competition.create.contact.${kind}`)}
          value={contact}
          inputMode={contactInputMode(kind)}
          autoComplete={kind === 'phone' ? 'tel' : 'off'}
          placeholder={t(`competition.create.placeholder.${kind}`)}
          onChange={(e) => {
            setContact(e.target.value);
            // As the player types: once something is there, a wrong shape shows at once.
            if (e.target.value.trim()) setTouched((s) => ({ ...s, contact: true }));
          }}
          onBlur={() => setTouched((s) => ({ ...s, contact: true }))}
          error={contactError && errorMessage(contactError, language)}
          data-testid="comp-contact"
        />
        <RulesTick ticked={ticked} onTick={onTick} testId="comp-create-tick" />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="comp-create-submit">
            {t('competition.create.submit')}
          </Button>
        </div>
      </form>
    </Overlay>
  );
}
