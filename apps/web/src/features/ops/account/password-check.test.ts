import { describe, expect, it } from 'vitest';
import { OPS_PASSWORD_MIN } from '@mecha/shared/ops/roles';
import { passwordProblem } from './password-check.ts';

// The password form's own checks, in the order an operator meets them; the rule's length comes from roles.ts.
describe('password form', () => {
  const good = { current: 'old-password-123', next: 'a-brand-new-password', again: 'a-brand-new-password', totp: '123456' };
  it('accepts a complete form', () => expect(passwordProblem(good, 'dana')).toBeNull());
  it('says what is wrong', () => {
    expect(passwordProblem({ ...good, current: '' }, 'dana')).toMatch(/current/);
    expect(passwordProblem({ ...good, next: 'x'.repeat(OPS_PASSWORD_MIN - 1), again: 'x'.repeat(OPS_PASSWORD_MIN - 1) }, 'dana')).toMatch(String(OPS_PASSWORD_MIN));
    expect(passwordProblem({ ...good, again: 'a-brand-new-passw0rd' }, 'dana')).toMatch(/differ/);
    expect(passwordProblem({ ...good, next: good.current, again: good.current }, 'dana')).toMatch(/differ from the current/);
    expect(passwordProblem({ ...good, next: 'dana-password-x', again: 'dana-password-x' }, 'Dana')).toMatch(/name/);
    expect(passwordProblem({ ...good, totp: '12345' }, 'dana')).toMatch(/six-digit/);
  });
});
