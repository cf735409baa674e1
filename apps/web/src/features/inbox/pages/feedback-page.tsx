import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useNavigate } from '../../../lib/hash-router/index.ts';
import { Button } from '../../../components/button.tsx';
import { CheckIcon, MailIcon } from '../../../components/icons.tsx';
import { AccessNeeded } from '../../../components/access-needed.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { Panel } from '../../../components/panel.tsx';
import { useAppState } from '../../../lib/store.ts';
import { FeedbackForm } from '../components/feedback-form.tsx';
import { INBOX_ROUTES } from '../inbox-routes.ts';
import styles from './feedback-page.module.css';

// Feedback (from the mine page): the form, then a thank-you; the server's confirmation waits in the inbox.
export function FeedbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useAppState((s) => s.token !== null);
  // A new key remounts the form empty for "send more".
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState(false);

  let content;
  if (!loggedIn) content = <AccessNeeded kind="login" text={t('feedback.loginNeeded')} Icon={MailIcon} testId="inbox-login" />;
  else if (sent)
    content = (
      <Panel className={styles.thanks} data-testid="feedback-thanks">
        <span className={styles.check}>
          <CheckIcon size="3.2rem" />
        </span>
        <h2 className={styles.title}>{t('feedback.thanksTitle')}</h2>
        <p className={styles.body}>{t('feedback.thanksBody')}</p>
        <Button block onClick={() => void navigate(INBOX_ROUTES.messageCenter)} data-testid="feedback-to-inbox">
          {t('feedback.toInbox')}
        </Button>
        <Button
          block
          variant="secondary"
          onClick={() => {
            setSent(false);
            setRound((r) => r + 1);
          }}
        >
          {t('feedback.another')}
        </Button>
      </Panel>
    );
  else content = <FeedbackForm key={round} onSent={() => setSent(true)} />;

  return (
    <>
      <NavBar title={t('feedback.title')} back />
      <PageBody>{content}</PageBody>
    </>
  );
}
