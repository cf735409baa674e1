// Everything one language needs, as one chunk loaded on demand (i18n.ts): the UI and welfare texts and the
// shared error texts the request wrapper and forms show.
export { ja as ui } from '../ja.ts';
export { welfareJa as welfare } from '../welfare/ja.ts';
export { ja as errors } from '@mecha/shared/errors/messages/ja';
