import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

// Logs a bench client in as a role through the real flow: captcha, code by (simulated) in-game mail, login.
export async function loginAs(base: string, uid: string): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const sent = await post(base, '/api/record/h5-code-v2', { uid, captcha });
  if (sent.code !== 0) throw new Error(`code not sent: ${sent.msg}`);
  const mail = (await (await fetch(`${base}/api/dev/sim/mail?uid=${uid}`)).json()) as { data: { list: { code: string }[] } };
  const login = await post(base, '/api/record/h5-login-v2', { uid, code: mail.data.list[0]!.code });
  if (login.code !== 0) throw new Error(`login failed: ${login.msg}`);
  return (login.data as { token: string }).token;
}

export async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; data: unknown; msg: string };
}
