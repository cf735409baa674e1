import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/use-query.ts';
import { useId, useState, type FormEvent } from 'react';
import { formatTime, utcTitle } from './format.ts';
import { errorMessage } from '../lib/format.ts';
import { answerFeedback, fetchLoggedAnswers, fetchOpenFeedback, supportKeys, type OpenFeedback } from './support-api.ts';
import styles from './support.module.css';

const ANSWER_MAX = 2000;
const CATEGORY_NAMES: Record<string, string> = { bug: 'Bug', account: 'Account', reward: 'Reward', suggestion: 'Suggestion', other: 'Other' };

export interface AnsweredFeedback extends OpenFeedback {
  answer: string;
  answeredAt: number;
}

// Open feedback, oldest first, each with an answer form; the answer reaches the player's inbox. The server lists
// only open feedback, so the answers sent from this console session are listed below it with their text.
export function FeedbackPanel({ answered, onAnswered, canReadAudit }: { answered: readonly AnsweredFeedback[]; onAnswered: (item: AnsweredFeedback) => void; canReadAudit: boolean }) {
  const open = useQuery({ queryKey: supportKeys.feedback, queryFn: ({ signal }) => fetchOpenFeedback(signal), refetchInterval: 30_000 });
  const logged = useQuery({ queryKey: supportKeys.answers, queryFn: ({ signal }) => fetchLoggedAnswers(signal), enabled: canReadAudit });
  const items = open.data ?? [];
  const inSession = new Set(answered.map((f) => f.id));
  const earlier = (logged.data ?? []).filter((a) => !inSession.has(a.feedbackId));
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="feedback-open-title" data-testid="feedback-open">
        <h2 id="feedback-open-title" className={styles.panelTitle}>
          Open feedback <span className={styles.count}>{open.isSuccess ? items.length : '…'}</span>
        </h2>
        <p className={styles.hint}>Oldest first, up to 200. An answer is sent to the player&apos;s inbox in every language the app has, quoting their message.</p>
        {open.isError && (
          <p className={styles.alert} role="alert">
            {errorMessage(open.error)}
          </p>
        )}
        {open.isPending ? (
          <p className={styles.hint} role="status">
            Loading…
          </p>
        ) : items.length === 0 ? (
          open.isSuccess && (
            <p className={styles.empty} data-testid="feedback-empty">
              No open feedback.
            </p>
          )
        ) : (
          <ul className={styles.feedbackList}>
            {items.map((f) => (
              <FeedbackItem key={f.id} item={f} onAnswered={onAnswered} />
            ))}
          </ul>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="feedback-answered-title" data-testid="feedback-answered">
        <h2 id="feedback-answered-title" className={styles.panelTitle}>
          Answered in this session <span className={styles.count}>{answered.length}</span>
        </h2>
        {answered.length === 0 ? (
          <p className={styles.empty}>Nothing answered yet in this session.</p>
        ) : (
          <ul className={styles.feedbackList}>
            {answered.map((f) => (
              <li key={f.id} className={styles.feedbackItem} data-testid="feedback-answered-item" data-feedback={f.id}>
                <FeedbackHead item={f} />
                <p className={styles.feedbackText}>{f.text}</p>
                <p className={styles.answer} data-testid="feedback-answer-text">
                  <strong>Answer</strong> ({formatTime(f.answeredAt)}): {f.answer}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {canReadAudit && (
        <section className={styles.panel} aria-labelledby="feedback-logged-title" data-testid="feedback-logged">
          <h2 id="feedback-logged-title" className={styles.panelTitle}>
            Earlier answers <span className={styles.count}>{logged.isSuccess ? earlier.length : '…'}</span>
          </h2>
          <p className={styles.hint}>The latest 50 answers from the audit log (the player&apos;s message is in their inbox, quoted above the answer).</p>
          {logged.isError && (
            <p className={styles.alert} role="alert">
              {errorMessage(logged.error)}
            </p>
          )}
          {logged.isSuccess && earlier.length === 0 && <p className={styles.empty}>No earlier answers.</p>}
          {earlier.length > 0 && (
            <ul className={styles.feedbackList}>
              {earlier.map((a) => (
                <li key={a.feedbackId} className={styles.feedbackItem} data-testid="feedback-logged-item" data-feedback={a.feedbackId}>
                  <div className={styles.feedbackHead}>
                    <span className={styles.mono}>#{a.feedbackId}</span>
                    <span title={utcTitle(a.at)}>{formatTime(a.at)}</span>
                    <span>by {a.operator}</span>
                  </div>
                  <p className={styles.answer}>{a.answer}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

function FeedbackHead({ item }: { item: OpenFeedback }) {
  return (
    <div className={styles.feedbackHead}>
      <span className={styles.mono}>#{item.id}</span>
      <span>{CATEGORY_NAMES[item.category] ?? item.category}</span>
      <span title={utcTitle(item.created_at)}>{formatTime(item.created_at)}</span>
      <span>
        Account <span className={styles.mono}>{item.yfy_uid}</span>
      </span>
      {item.role_uid && (
        <span>
          UID <span className={styles.mono}>{item.role_uid}</span>
        </span>
      )}
      {item.contact && <span>Contact left (not shown)</span>}
    </div>
  );
}

function FeedbackItem({ item, onAnswered }: { item: OpenFeedback; onAnswered: (item: AnsweredFeedback) => void }) {
  const client = useQueryClient();
  const [answer, setAnswer] = useState('');
  const fieldId = useId();
  const send = useMutation({
    mutationFn: (text: string) => answerFeedback(item.id, text),
    onSuccess: (_data, text) => {
      onAnswered({ ...item, answer: text, answeredAt: Math.floor(Date.now() / 1000) });
      client.setQueryData<OpenFeedback[]>(supportKeys.feedback, (list) => list?.filter((f) => f.id !== item.id));
      void client.invalidateQueries({ queryKey: supportKeys.feedback });
      void client.invalidateQueries({ queryKey: supportKeys.answers });
    },
  });
  const text = answer.trim();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (text && !send.isPending) send.mutate(text);
  }
  return (
    <li className={styles.feedbackItem} data-testid="feedback-item" data-feedback={item.id}>
      <FeedbackHead item={item} />
      <p className={styles.feedbackText} data-testid="feedback-text">
        {item.text}
      </p>
      <form onSubmit={submit} className={styles.page}>
        <label className={styles.field} htmlFor={fieldId}>
          Answer to the player
          <textarea id={fieldId} className={styles.textarea} value={answer} maxLength={ANSWER_MAX} onChange={(e) => setAnswer(e.target.value)} data-testid="feedback-answer" />
        </label>
        {send.isError && (
          <p className={styles.alert} role="alert" data-testid="feedback-error">
            {errorMessage(send.error)}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={!text || send.isPending} data-testid="feedback-send">
            {send.isPending ? 'Sending…' : 'Send answer'}
          </button>
          <span className={styles.counter}>
            {answer.length} / {ANSWER_MAX}
          </span>
        </div>
      </form>
    </li>
  );
}
