import { ERRORS } from '@mecha/shared/errors/catalogue';
import { errorMessage } from '../i18n/error-texts.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiHeaders } from './api-call.ts';
import { startFirstReads } from './first-reads.ts';
import { ApiError, NETWORK_ERROR_CODE, request } from './request.ts';
import { onSessionEvent } from './session-events.ts';
import { appStore } from './store.ts';
import { currentToast, dismissToast } from './toast.ts';

const ROLE = { uid: '10001', nickname: 'Aki', level: 3, avatar: '', edition: 'jp' as const, region: 'JP', selected: true, bound_at: 1 };

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (..._args: unknown[]) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function loggedIn() {
  appStore.set({
    token: 'tok-1',
    userInfo: { role_id: '10001', yfy_uid: 'acc-1', domain_game: 'jp' },
    roleList: [ROLE],
    selectedRoleId: '10001',
    languageIndex: 3, // ja
    fixedEdition: null,
  });
}

beforeEach(() => {
  loggedIn();
  dismissToast();
});
afterEach(() => vi.unstubAllGlobals());

describe('request', () => {
  it('sends the session, language and edition headers and returns data', async () => {
    const fetchMock = answer({ code: 0, data: { ok: true }, msg: '' });
    await expect(request('/api/x', { query: { uid: '1', skip: undefined } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/x?uid=1');
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'Accept-Language': 'ja', 'X-Game-Code': 'jp' });
  });

  it('sends a JSON body as POST and no token when logged out', async () => {
    appStore.set({ token: null, languageIndex: 2 });
    const fetchMock = answer({ code: 0, data: null, msg: '' });
    await request('/api/y', { body: { a: 1 } });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(init.headers).toMatchObject({ 'Accept-Language': 'en', 'X-Game-Code': 'global', 'Content-Type': 'application/json' });
  });

  it('uses the edition the server pins over the language', async () => {
    appStore.set({ fixedEdition: 'hk' });
    const fetchMock = answer({ code: 0, data: null, msg: '' });
    await request('/api/z');
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].headers).toMatchObject({ 'X-Game-Code': 'hk', 'Accept-Language': 'ja' });
  });

  it('takes the read index.html started for the same address and headers instead of asking again', async () => {
    const started = answer({ code: 0, data: { early: true }, msg: '' });
    startFirstReads(['/api/first?season=3', '/api/other'], apiHeaders(appStore.get()));
    expect(started).toHaveBeenCalledTimes(2);
    const later = answer({ code: 0, data: { early: false }, msg: '' });
    await expect(request('/api/first', { query: { season: 3 } })).resolves.toEqual({ early: true });
    expect(later).not.toHaveBeenCalled();
    // Once only: the next call asks the server.
    await expect(request('/api/first', { query: { season: 3 } })).resolves.toEqual({ early: false });
    // A session that changed since makes the call ask with its own headers.
    appStore.set({ token: 'tok-2' });
    await expect(request('/api/other')).resolves.toEqual({ early: false });
    expect(later).toHaveBeenCalledTimes(2);
  });

  it('401 clears login state, user info, role list and selected role, and raises the login event', async () => {
    const onLogin = vi.fn();
    const off = onSessionEvent('login-required', onLogin);
    answer({ code: ERRORS.loginRequired.code, data: null, msg: 'ログインしてください' }, 401);
    await expect(request('/api/me')).rejects.toMatchObject({ code: 401 });
    off();
    const state = appStore.get();
    expect([state.token, state.userInfo, state.roleList, state.selectedRoleId]).toEqual([null, null, [], null]);
    expect(onLogin).toHaveBeenCalledOnce();
    expect(localStorage.getItem('mecha.token')).toBeNull();
  });

  it('401 answering an older session leaves a newer login alone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        appStore.set({ token: 'tok-2' }); // the user logged in again while this call was in flight
        return new Response(JSON.stringify({ code: 401, data: null, msg: '' }), { status: 401 });
      }),
    );
    await expect(request('/api/me')).rejects.toBeInstanceOf(ApiError);
    expect(appStore.get().token).toBe('tok-2');
  });

  it('402 raises the bind event and keeps the session', async () => {
    const onBind = vi.fn();
    const off = onSessionEvent('bind-required', onBind);
    answer({ code: ERRORS.bindRequired.code, data: null, msg: 'bind' }, 403);
    await expect(request('/api/gift')).rejects.toMatchObject({ code: 402 });
    off();
    expect(onBind).toHaveBeenCalledOnce();
    expect(appStore.get().token).toBe('tok-1');
    expect(currentToast()).toBeNull();
  });

  it('600 shows the login-expired text (even when the call opted out of toasts) and clears login', async () => {
    answer({ code: ERRORS.loginExpired.code, data: null, msg: 'whatever' }, 401);
    await expect(request('/api/me', { toast: false })).rejects.toMatchObject({ code: 600 });
    expect(currentToast()?.message).toBe(errorMessage('loginExpired', 'ja'));
    expect(appStore.get().token).toBeNull();
  });

  it('toasts other failures with the server message unless opted out', async () => {
    answer({ code: ERRORS.codeWrong.code, data: null, msg: '認証コードが違います' }, 400);
    await expect(request('/api/login', { body: {} })).rejects.toMatchObject({ code: 4002, message: '認証コードが違います' });
    expect(currentToast()?.message).toBe('認証コードが違います');

    dismissToast();
    answer({ code: ERRORS.noData.code, data: null, msg: 'no data' }, 404);
    const error = await request('/api/stats', { toast: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).key).toBe('noData');
    expect(currentToast()).toBeNull();
  });

  it('turns a network failure or a non-envelope answer into the generic request-exception text', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(request('/api/x')).rejects.toMatchObject({ code: NETWORK_ERROR_CODE });
    expect(currentToast()?.message).toBe('通信に失敗しました。接続を確認して再試行してください。');

    dismissToast();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })));
    await expect(request('/api/x')).rejects.toMatchObject({ code: NETWORK_ERROR_CODE });
    expect(currentToast()).not.toBeNull();
  });

  it('falls back to the generic text when a failure carries no message', async () => {
    appStore.set({ languageIndex: 2 });
    answer({ code: 1003, data: null, msg: '' }, 500);
    await expect(request('/api/x')).rejects.toMatchObject({ message: 'Request failed. Please check your connection and try again.' });
  });
});
