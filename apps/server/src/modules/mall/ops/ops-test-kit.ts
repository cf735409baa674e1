import { DEV_OPERATOR_TOKEN } from '../../../config.ts';
import { body, type TestApp } from '../../../../test/test-app.ts';

/** Calls an operator route; answers status, envelope and the raw response (for the CSV export). */
export function opsCaller(t: TestApp, token = DEV_OPERATOR_TOKEN) {
  return async <T = unknown>(method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers: { authorization: `Operator ${token}`, 'accept-language': 'en' }, ...(payload === undefined ? {} : { payload: payload as object }) });
    const isJson = (res.headers['content-type'] ?? '').toString().includes('json');
    return { status: res.statusCode, raw: res.body, headers: res.headers, ...(isJson ? body<T>(res) : { code: -1, data: undefined as T, msg: '' }) };
  };
}
