import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLogin, createAppStore } from './store.ts';

afterEach(() => vi.unstubAllGlobals());

describe('app store', () => {
  it('persists every client-state slot across a reload', () => {
    const first = createAppStore();
    first.set({
      token: 't',
      userInfo: { role_id: '10001', yfy_uid: 'acc', domain_game: 'cn' },
      tabIndex: 4,
      selectedRoleId: '10001',
      roleList: [{ uid: '10001', nickname: 'A', level: 1, avatar: '', edition: 'cn', region: 'CN-E', selected: true, bound_at: 1 }],
      seasonIndex: 2,
      unreadCount: 3,
      languageIndex: 3,
      giftPackConfigs: { weekly: [] },
      hotRate: true,
    });
    const reloaded = createAppStore().get();
    expect(reloaded).toMatchObject({
      token: 't',
      tabIndex: 4,
      selectedRoleId: '10001',
      seasonIndex: 2,
      unreadCount: 3,
      languageIndex: 3,
      giftPackConfigs: { weekly: [] },
      hotRate: true,
      hotBalance: false,
    });
    expect(reloaded.roleList).toHaveLength(1);
    expect(reloaded.userInfo?.yfy_uid).toBe('acc');
  });

  it('does not persist what it learns from the server at start', () => {
    createAppStore().set({ gateway: 'sim', fixedEdition: 'jp' });
    expect(createAppStore().get()).toMatchObject({ gateway: null, fixedEdition: null });
  });

  it('ignores corrupt or out-of-range stored values', () => {
    localStorage.setItem('mecha.tabIndex', '"four"');
    localStorage.setItem('mecha.languageIndex', '9');
    localStorage.setItem('mecha.roleList', '{not json');
    localStorage.setItem('mecha.userInfo', '{"role_id":"1"}');
    const state = createAppStore().get();
    expect(state.tabIndex).toBe(0);
    expect(state.languageIndex).toBeLessThan(4);
    expect(state.roleList).toEqual([]);
    expect(state.userInfo).toBeNull();
  });

  it('picks the first visit language from the browser', () => {
    vi.stubGlobal('navigator', { languages: ['ja-JP', 'en'], language: 'ja-JP' });
    expect(createAppStore().get().languageIndex).toBe(3);
    vi.stubGlobal('navigator', { languages: ['zh-TW'], language: 'zh-TW' });
    expect(createAppStore().get().languageIndex).toBe(1);
  });

  it('notifies subscribers only on real changes', () => {
    const store = createAppStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ tabIndex: 2 });
    store.set({ tabIndex: 2 });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('clearLogin forgets the session but keeps preferences', () => {
    const store = createAppStore();
    store.set({ token: 't', userInfo: { role_id: '1', yfy_uid: 'a', domain_game: null }, selectedRoleId: '1', languageIndex: 2, tabIndex: 4 });
    clearLogin(store);
    expect(store.get()).toMatchObject({ token: null, userInfo: null, roleList: [], selectedRoleId: null, languageIndex: 2, tabIndex: 4 });
    expect(localStorage.getItem('mecha.token')).toBeNull();
  });
});
