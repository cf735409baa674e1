import { describe, expect, it } from 'vitest';
import { drawView } from './draw-view.ts';

const physical = { id: 'p', name: 'Figure', picture: null, physical: true, qty: 1 };
const virtual = { ...physical, physical: false };

describe('drawView', () => {
  it('a virtual prize shows its in-game mail delivery', () => {
    expect(drawView({ prize: virtual, delivery: 'pending', addressState: null, addressDueAt: null }, 100)).toEqual({ kind: 'virtual', delivered: false });
    expect(drawView({ prize: virtual, delivery: 'delivered', addressState: null, addressDueAt: null }, 100)).toEqual({ kind: 'virtual', delivered: true });
  });

  it('a physical prize needs its address until the deadline, then is forfeited even before the job runs', () => {
    const due = 1_000 + 7 * 86_400;
    expect(drawView({ prize: physical, delivery: null, addressState: 'needed', addressDueAt: due }, 1_000)).toEqual({ kind: 'needed', secondsLeft: 7 * 86_400 });
    expect(drawView({ prize: physical, delivery: null, addressState: 'needed', addressDueAt: due }, due)).toEqual({ kind: 'forfeited' });
    expect(drawView({ prize: physical, delivery: null, addressState: 'forfeited', addressDueAt: due }, 1_000)).toEqual({ kind: 'forfeited' });
  });

  it('submitted and shipped follow the server', () => {
    expect(drawView({ prize: physical, delivery: null, addressState: 'submitted', addressDueAt: 5 }, 10)).toEqual({ kind: 'submitted' });
    expect(drawView({ prize: physical, delivery: null, addressState: 'shipped', addressDueAt: 5 }, 10)).toEqual({ kind: 'shipped' });
  });
});
