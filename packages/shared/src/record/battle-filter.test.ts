import { describe, expect, it } from 'vitest';
import { battleListQuery } from './api.ts';
import { parseBattleFilter } from './battle-filter.ts';

describe('the battle list filter', () => {
  it('reads wins, losses and a partner from the URL and ignores anything else', () => {
    expect(parseBattleFilter(new URLSearchParams('mode=T2&result=win&partner=10002052'))).toEqual({ result: 'win', partner: '10002052' });
    expect(parseBattleFilter(new URLSearchParams('result=loss'))).toEqual({ result: 'loss' });
    expect(parseBattleFilter(new URLSearchParams('result=draw&partner=abc'))).toEqual({});
  });

  it('takes what the server takes, and nothing it refuses', () => {
    for (const search of ['result=win&partner=10002052', 'result=loss', 'partner=12345', 'result=draw', 'partner=42', 'partner=1234567890123', 'partner=12a45']) {
      const parsed = parseBattleFilter(new URLSearchParams(search));
      const server = battleListQuery.safeParse(Object.fromEntries(new URLSearchParams(search)));
      // A value the app keeps is one the server accepts; one the server refuses, the app leaves out.
      expect(server.success, search).toBe(Object.keys(parsed).length === new URLSearchParams(search).size);
    }
  });
});
