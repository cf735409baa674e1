import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/button.tsx';
import { SearchIcon } from '../../../components/icons.tsx';
import { Panel } from '../../../components/panel.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { languageOf } from '../../../lib/locale.ts';
import { useAppState } from '../../../lib/store.ts';
import { firstIssueText } from '../../../lib/validation.ts';
import { useRoleInfo } from '../../account/api/get-role-info.ts';
import { RoleCard } from '../../account/components/role-card.tsx';
import styles from './role-lookup.module.css';

// The UID rule is the shared zod schema; it loads with the first focus or search, not with the home page.
const loadUidSchema = () => import('@mecha/shared/account/schemas').then((m) => m.uidSchema);

/** Public player lookup by UID: open to visitors, shows only the public role card. */
export function RoleLookup() {
  const { t } = useTranslation();
  const language = useAppState(languageOf);
  const [input, setInput] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const result = useRoleInfo(query);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const text = firstIssueText(await loadUidSchema(), input, language);
    setError(text);
    if (!text) setQuery(input.trim());
  };

  return (
    <Panel title={t('home.lookupTitle')}>
      <p className={styles.hint}>{t('home.lookupHint')}</p>
      <form className={styles.form} onSubmit={(event) => void search(event)} onFocus={() => void loadUidSchema()} noValidate role="search">
        <TextField
          label={t('home.lookupTitle')}
          className={styles.field}
          name="lookup-uid"
          inputMode="numeric"
          placeholder={t('home.lookupPlaceholder')}
          value={input}
          maxLength={12}
          error={error}
          onChange={(e) => {
            setInput(e.target.value.replace(/\D/g, ''));
            setError(null);
          }}
          trailing={
            <Button type="submit" size="sm" loading={result.isFetching} aria-label={t('home.lookupButton')}>
              <SearchIcon size="1.6rem" /> {t('home.lookupButton')}
            </Button>
          }
        />
      </form>
      <div className={styles.result} aria-live="polite">
        {result.data && query ? (
          <RoleCard role={result.data} variant="hero" />
        ) : result.error ? (
          <p className={styles.error}>{result.error.message}</p>
        ) : (
          <p className={styles.empty}>{t('home.lookupEmpty')}</p>
        )}
      </div>
    </Panel>
  );
}
