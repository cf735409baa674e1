import { describe, expect, it } from 'vitest';
import { TABS, tabHasDot, tabIndexForPath } from './tabs.ts';

describe('tab bar routes', () => {
  it('groups the eight tab routes as SPEC §2 says', () => {
    expect(tabIndexForPath('/pages/home/index')).toBe(0);
    expect(tabIndexForPath('/pages/act/payment-center/index')).toBe(0);
    expect(tabIndexForPath('/pages/act/points-exchange/index')).toBe(0);
    expect(tabIndexForPath('/pages/record/battle/index')).toBe(1);
    expect(tabIndexForPath('/pages/record/role-info/index')).toBe(1);
    expect(tabIndexForPath('/pages/news/index/index')).toBe(2);
    expect(tabIndexForPath('/pages/competition/home/index')).toBe(3);
    expect(tabIndexForPath('/pages/my/index')).toBe(4);
    expect(tabIndexForPath('/pages/my/index/')).toBe(4);
  });

  it('hides the bar everywhere else', () => {
    for (const path of ['/pages/login/index', '/pages/my/detail/index', '/pages/news/detail/index', '/pages/act/welfare/index', '/', '/nope']) {
      expect(tabIndexForPath(path)).toBeNull();
    }
  });

  it('has five tabs in order: home, battle record, news, competition, mine', () => {
    expect(TABS.map((tab) => tab.key)).toEqual(['home', 'battle', 'news', 'competition', 'mine']);
    TABS.forEach((tab, index) => expect(tabIndexForPath(tab.path)).toBe(index));
  });

  it('lights news on a hot point and mine on unread messages', () => {
    const none = { hotRate: false, hotBalance: false, unreadCount: 0 };
    expect(TABS.some((tab) => tabHasDot(tab.key, none))).toBe(false);
    expect(tabHasDot('news', { ...none, hotRate: true })).toBe(true);
    expect(tabHasDot('news', { ...none, hotBalance: true })).toBe(true);
    expect(tabHasDot('mine', { ...none, unreadCount: 2 })).toBe(true);
    expect(tabHasDot('home', { hotRate: true, hotBalance: true, unreadCount: 9 })).toBe(false);
  });
});
