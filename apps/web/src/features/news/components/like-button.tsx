import { errorMessage } from '../../../i18n/error-texts.ts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useNavigate } from '../../../lib/hash-router/index.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { HeartIcon } from '../../../components/icons.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { useLikeArticle } from '../api/like-article.ts';
import { useIsLoggedIn } from '../api/news-keys.ts';
import styles from './like-button.module.css';

// SPEC §6/§7: the like call goes out only with a token. A visitor gets the catalogue's not-logged-in message
// (code 400) from the app itself, with the way to log in.
export function LikeButton({ id, liked, likes }: { id: number; liked: boolean; likes: number }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const like = useLikeArticle(id);
  const [prompt, setPrompt] = useState(false);

  const onClick = () => {
    if (!loggedIn) return setPrompt(true);
    if (!like.isPending) like.mutate(!liked);
  };

  return (
    <>
      <button
        type="button"
        className={liked ? `${styles.like} ${styles.liked}` : styles.like}
        aria-pressed={liked}
        aria-label={`${liked ? t('news.detail.liked') : t('news.detail.like')} · ${t('news.detail.likes', { value: f.number(likes) })}`}
        onClick={onClick}
        data-testid="like-button"
        data-liked={liked}
      >
        <HeartIcon size="2rem" filled={liked} />
        <span data-testid="like-count">{f.number(likes)}</span>
      </button>
      <ConfirmDialog
        open={prompt}
        title={errorMessage('notLoggedIn', f.language)}
        body={t('news.detail.loginToLike')}
        confirmLabel={t('common.login')}
        cancelLabel={t('session.later')}
        onCancel={() => setPrompt(false)}
        onConfirm={() => {
          setPrompt(false);
          void navigate(ROUTES.login);
        }}
      />
    </>
  );
}
