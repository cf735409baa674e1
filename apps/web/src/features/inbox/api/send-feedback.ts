import type { FeedbackInput } from '@mecha/shared/welfare/api';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request.ts';
import { refreshUnread } from '../../../lib/unread.ts';

export const FEEDBACK_CATEGORIES = ['bug', 'account', 'reward', 'suggestion', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_TEXT_MAX = 1000;
export const FEEDBACK_CONTACT_MAX = 80;

/** POST /api/feedback: the server answers with a thank-you message in the inbox. A screenshot is a data URL (png,
 * jpeg or webp), already shrunk to fit the server's limit. */
export function sendFeedback(input: FeedbackInput): Promise<{ Id: number }> {
  return request<{ Id: number }>('/api/feedback', { body: input, toast: false });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback, onSuccess: () => void refreshUnread() });
}
