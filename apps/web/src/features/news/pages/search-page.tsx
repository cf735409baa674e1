import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSearchParams } from '../../../lib/hash-router/index.ts';
import { HistoryIcon, SearchIcon, TrashIcon } from '../../../components/icons.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useSearchNews } from '../api/search-news.ts';
import { ArticleList } from '../components/article-list.tsx';
import { useSearchHistory } from '../lib/use-search-history.ts';
import styles from './search-page.module.css';

const MAX_KEYWORD = 50;

// News search: the keyword lives in the URL (`?q=`), so back from an article returns to the same results.
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('q') ?? '').trim().slice(0, MAX_KEYWORD);
  const [draft, setDraft] = useState(keyword);
  const results = useSearchNews(keyword);
  const history = useSearchHistory();

  useEffect(() => setDraft(keyword), [keyword]);
  // Recorded once the search has answered: the server stores an account's keyword as it searches.
  const answered = results.isSuccess;
  useEffect(() => {
    if (keyword && answered) history.record(keyword);
  }, [keyword, answered]);

  const search = (value: string) => {
    const clean = value.trim().slice(0, MAX_KEYWORD);
    setParams(clean ? { q: clean } : {}, { replace: keyword !== '' });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(draft);
  };
  const clear = async () => {
    await history.clear();
    showToast(t('news.search.cleared'), 'success');
  };

  return (
    <>
      <NavBar title={t('news.search.title')} back />
      <PageBody>
        <form role="search" className={styles.form} onSubmit={onSubmit}>
          <span className={styles.box}>
            <SearchIcon size="1.8rem" />
            <input
              className={styles.input}
              type="search"
              name="q"
              enterKeyHint="search"
              maxLength={MAX_KEYWORD}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder={t('news.search.placeholder')}
              aria-label={t('news.search.placeholder')}
              data-testid="search-input"
            />
          </span>
          <button type="submit" className={styles.submit} data-testid="search-submit">
            {t('news.search.submit')}
          </button>
        </form>

        {!keyword || history.list.length > 0 ? (
          <section className={styles.history} data-testid="search-history" data-scope={history.scope}>
            <header className={styles.historyHead}>
              <h2 className={styles.historyTitle}>
                <HistoryIcon size="1.6rem" /> {t('news.search.history')}
              </h2>
              {history.list.length > 0 && (
                <button type="button" className={styles.clear} onClick={() => void clear()} disabled={history.clearing} data-testid="clear-history">
                  <TrashIcon size="1.4rem" /> {t('news.search.clear')}
                </button>
              )}
            </header>
            {history.list.length === 0 ? (
              <p className={styles.note}>{t('news.search.noHistory')}</p>
            ) : (
              <div className={styles.chips}>
                {history.list.map((word) => (
                  <button key={word} type="button" className={word === keyword ? `${styles.chip} ${styles.current}` : styles.chip} onClick={() => search(word)} data-testid="history-chip">
                    {word}
                  </button>
                ))}
              </div>
            )}
            <p className={styles.scope}>{history.scope === 'account' ? t('news.search.historyAccount') : t('news.search.historyLocal')}</p>
          </section>
        ) : null}

        {keyword && (
          <section aria-live="polite">
            <h2 className={styles.resultsTitle}>{t('news.search.resultsFor', { keyword })}</h2>
            <ArticleList feed={results} empty={t('news.search.empty', { keyword })} testId="search-results" />
          </section>
        )}
      </PageBody>
    </>
  );
}
