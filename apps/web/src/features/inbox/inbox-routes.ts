import { ROUTES } from '../../lib/routes.ts';

// Links between the message-centre pages (SPEC §2 route names) and the feedback form.
export const INBOX_ROUTES = {
  messageCenter: ROUTES.messageCenter,
  emailDetail: (id: number) => `${ROUTES.emailDetail}?id=${id}`,
  feedback: ROUTES.feedback,
} as const;
