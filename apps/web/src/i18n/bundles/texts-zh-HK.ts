// Everything one language needs, as one chunk loaded on demand (i18n.ts): the UI and welfare texts and the
// shared error texts the request wrapper and forms show.
export { zhHK as ui } from '../zh-HK.ts';
export { welfareZhHK as welfare } from '../welfare/zh-HK.ts';
export { zhHK as errors } from '@mecha/shared/errors/messages/zh-HK';
