import type { ReactNode } from 'react';
import { errorMessage } from './format.ts';
import ui from './ui.module.css';

// The two lines every console panel shows above its table: what a call just did, and why one failed.

/** A failed call's text and code, where its result would be; nothing while it has not failed. */
export function ErrorLine({ error, testId }: { error: unknown; testId?: string }) {
  if (error === null || error === undefined) return null;
  return (
    <p className={ui.error} role="alert" data-testid={testId}>
      {errorMessage(error)}
    </p>
  );
}

/** What the operator's last action did ("Saved", "3 rows imported"), read out politely; nothing when empty. */
export function NoticeLine({ text, testId }: { text: ReactNode; testId?: string }) {
  if (!text) return null;
  return (
    <p className={ui.note} role="status" data-testid={testId}>
      {text}
    </p>
  );
}
