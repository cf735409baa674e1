import { describe, expect, it } from 'vitest';
import { codeSendBody, loginBody, uidSchema } from './schemas.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('account schemas speak in catalogue keys', () => {
  it.each([
    ['', 'uidEmpty'],
    ['   ', 'uidEmpty'],
    ['12a45', 'uidInvalid'],
    ['1234', 'uidInvalid'],
  ])('uid %j → %s', (value, key) => {
    expect(firstMessage(uidSchema.safeParse(value))).toBe(key);
  });

  it('accepts a trimmed UID', () => {
    expect(uidSchema.parse(' 10001001 ')).toBe('10001001');
  });

  it('asks for each missing login field', () => {
    expect(firstMessage(loginBody.safeParse({}))).toBe('uidEmpty');
    expect(firstMessage(loginBody.safeParse({ uid: '10001001' }))).toBe('codeEmpty');
    expect(firstMessage(loginBody.safeParse({ uid: '10001001', code: '12' }))).toBe('codeInvalid');
    expect(loginBody.safeParse({ wztoken: 'a.b.c' }).success).toBe(true);
    expect(loginBody.safeParse({ uid: '10001001', code: '123456', extra: 1 }).success).toBe(false);
  });

  it('needs a captcha to send a code', () => {
    expect(firstMessage(codeSendBody.safeParse({ uid: '10001001' }))).toBe('captchaFailed');
  });
});
