import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSearchParams } from '../../../lib/hash-router/index.ts';
import { AccessNeeded } from '../../../components/access-needed.tsx';
import { MailIcon } from '../../../components/icons.tsx';
import { NavBar } from '../../../components/nav-bar.tsx';
import { PageBody } from '../../../components/page.tsx';
import { Panel } from '../../../components/panel.tsx';
import { ErrorBlock, NotFoundBlock, Skeleton } from '../../../components/states.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { isApiError } from '../../../lib/request.ts';
import { ROUTES } from '../../../lib/routes.ts';
import { useAppState } from '../../../lib/store.ts';
import { useMessage } from '../api/get-message.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { DeliveryLine } from '../components/delivery-line.tsx';
import { kindKey } from '../components/message-kind.ts';
import styles from './message-detail-page.module.css';

const parseId = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null);

// news/email-detail/index?id=: one message; opening it marks it read (and the mine tab's dot follows).
export function MessageDetailPage() {
  const { t } = useTranslation();
  const f = useFormatters();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const loggedIn = useAppState((s) => s.token !== null);
  const message = useMessage(id);
  const markRead = useMarkRead();
  const marked = useRef<number | null>(null);
  const { mutate } = markRead;

  useEffect(() => {
    const m = message.data;
    if (!m || m.Read || marked.current === m.Id) return;
    marked.current = m.Id;
    mutate(m.Id);
  }, [message.data, mutate]);

  let content;
  if (!loggedIn) content = <AccessNeeded kind="login" text={t('feedback.loginNeeded')} Icon={MailIcon} testId="inbox-login" />;
  else if (id === null || isApiError(message.error, 'notFound'))
    content = <NotFoundBlock text={t('inbox.notFound')} to={ROUTES.messageCenter} action={t('inbox.toList')} />;
  else if (message.isPending) content = <Skeleton height="20rem" />;
  else if (message.isError) content = <ErrorBlock error={message.error} onRetry={() => void message.refetch()} />;
  else {
    const m = message.data;
    content = (
      <Panel className={styles.card} data-testid="message-detail">
        <span className={styles.kind}>{t(`inbox.kinds.${kindKey(m.Kind)}`)}</span>
        <h2 className={styles.title}>{m.Title}</h2>
        <p className={styles.meta}>
          <span>{t('inbox.receivedAt', { time: f.dateTime(m.CreatedAt) })}</span>
          {m.Delivery && <DeliveryLine delivery={m.Delivery} />}
        </p>
        <div className={styles.body} data-testid="message-body">
          {m.Body}
        </div>
      </Panel>
    );
  }

  return (
    <>
      <NavBar title={t('inbox.detailTitle')} back />
      <PageBody>{content}</PageBody>
    </>
  );
}
