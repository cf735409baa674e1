import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../components/button.tsx';
import { SearchIcon } from '../../../components/icons.tsx';
import { Panel } from '../../../components/panel.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useSearchParams } from '../../../lib/hash-router/index.ts';
import { languageOf } from '../../../lib/locale.ts';
import { useAppState } from '../../../lib/store.ts';
import { firstIssueText } from '../../../lib/validation.ts';
import { useRoleInfo } from '../../account/api/get-role-info.ts';
import { RoleCard } from '../../account/components/role-card.tsx';
import styles from './role-lookup.module.css';

// The UID rule is the shared zod schema; it loads with the first focus or search, not with the home page.
const loadUidSchema = () => import('@mecha/shared/account/schemas').then((m) => m.uidSchema);

/**
 * Public player lookup by UID: open to visitors, shows only the public role card. `?uid=` on the home route fills
 * the field and runs the lookup (another page's link to a player's card, a partner on the 2v2 partners page).
 */
export function RoleLookup() {
  const { t } = useTranslation();
  const language = useAppState(languageOf);
  const [params] = useSearchParams();
  const linked = params.get('uid')?.replace(/\D/g, '') || null;
  const [input, setInput] = useState(linked ?? '');
  const [query, setQuery] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const result = useRoleInfo(query);
  const resultBox = useRef<HTMLDivElement>(null);
  const [reveal, setReveal] = useState(false);

  const lookUp = async (uid: string) => {
    const text = firstIssueText(await loadUidSchema(), uid, language);
    setError(text);
    if (!text) setQuery(uid.trim());
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    void lookUp(input);
  };

  // The same check as a typed UID (a link is no more trusted than the field).
  useEffect(() => {
    if (!linked) return;
    setInput(linked);
    setReveal(true);
    void lookUp(linked);
    // `lookUp` reads the language only for the error text; a new link is what should run it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked]);

  // A linked card (or why there is none) sits below the account hero: bring it into view once it is there.
  const answered = result.data !== undefined || result.error !== null;
  useEffect(() => {
    if (!reveal || !answered) return;
    setReveal(false);
    resultBox.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [reveal, answered]);

  return (
    <Panel title={t('home.lookupTitle')} data-testid="role-lookup">
      <p className={styles.hint}>{t('home.lookupHint')}</p>
      <form className={styles.form} onSubmit={search} onFocus={() => void loadUidSchema()} noValidate role="search">
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
      <div ref={resultBox} className={styles.result} aria-live="polite">
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
