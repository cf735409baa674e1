// Everything one language needs, as one chunk loaded on demand (i18n.ts): the UI and welfare texts and the
// shared error texts the request wrapper and forms show.
export { zhCN as ui } from '../zh-CN.ts';
export { welfareZhCN as welfare } from '../welfare/zh-CN.ts';
export { zhCN as errors } from '@mecha/shared/errors/messages/zh-CN';
