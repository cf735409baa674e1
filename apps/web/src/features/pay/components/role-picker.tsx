import type { BoundRole } from '@mecha/shared/account/schemas';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Chip } from '../../../components/chip.tsx';
import { Panel } from '../../../components/panel.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessage } from '../../../i18n/error-texts.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import styles from './role-picker.module.css';

// The role to top up: one of the account's own (the selected one first) or any UID typed in (PRODUCT.md: the
// top-up pages serve the role chosen on them). A UID is checked here for shape only; official-check says the rest.
const UID = /^\d{5,12}$/;

export function RolePicker({ roles, uid, onPick }: { roles: BoundRole[]; uid: string | null; onPick: (uid: string) => void }) {
  const { t, language } = useTranslation();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (!value) return setError(errorMessage('uidEmpty', language));
    if (!UID.test(value)) return setError(errorMessage('uidInvalid', language));
    setError(null);
    onPick(value);
  };

  return (
    <Panel title={t('pay.role.title')} data-testid="role-picker">
      {roles.length > 0 && (
        <div className={styles.roles} role="group" aria-label={t('pay.role.mine')}>
          {roles.map((role) => (
            <Chip key={role.uid} active={role.uid === uid} aria-pressed={role.uid === uid} data-uid={role.uid} data-testid="role-chip" onClick={() => onPick(role.uid)}>
              {role.nickname} <span className={styles.uid}>{role.uid}</span>
            </Chip>
          ))}
        </div>
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('pay.role.uidLabel')}
          name="uid"
          value={typed}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          placeholder={t('pay.role.uidPlaceholder')}
          error={error}
          onChange={(e) => {
            setTyped(e.target.value);
            if (error) setError(null);
          }}
          trailing={
            <Button type="submit" size="sm" variant="secondary" data-testid="uid-check">
              {t('pay.role.check')}
            </Button>
          }
        />
      </form>
    </Panel>
  );
}
