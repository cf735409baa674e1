import { beforeEach, describe, expect, it } from 'vitest';
import { addLocalHistory, clearLocalHistory, HISTORY_MAX, readLocalHistory } from './search-history.ts';

describe('a visitor’s local search history', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first and each keyword once', () => {
    addLocalHistory('バランス');
    addLocalHistory('夏祭り');
    addLocalHistory('バランス');
    expect(readLocalHistory()).toEqual(['バランス', '夏祭り']);
  });

  it('trims keywords and ignores blank ones', () => {
    addLocalHistory('  平衡  ');
    addLocalHistory('   ');
    expect(readLocalHistory()).toEqual(['平衡']);
  });

  it(`holds at most ${HISTORY_MAX}, dropping the oldest`, () => {
    for (let i = 1; i <= 12; i++) addLocalHistory(`k${i}`);
    const list = readLocalHistory();
    expect(list).toHaveLength(HISTORY_MAX);
    expect(list[0]).toBe('k12');
    expect(list).not.toContain('k1');
    expect(list).not.toContain('k2');
  });

  it('clears, and survives a corrupt stored value', () => {
    addLocalHistory('a');
    clearLocalHistory();
    expect(readLocalHistory()).toEqual([]);
    localStorage.setItem('mecha.news.searchHistory', '{"not":"a list"}');
    expect(readLocalHistory()).toEqual([]);
    localStorage.setItem('mecha.news.searchHistory', 'not json');
    expect(readLocalHistory()).toEqual([]);
  });
});
