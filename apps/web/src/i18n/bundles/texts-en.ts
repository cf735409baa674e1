// Everything one language needs, as one chunk loaded on demand (i18n.ts): the UI and welfare texts and the
// shared error texts the request wrapper and forms show.
export { en as ui } from '../en.ts';
export { welfareEn as welfare } from '../welfare/en.ts';
export { en as errors } from '@mecha/shared/errors/messages/en';
