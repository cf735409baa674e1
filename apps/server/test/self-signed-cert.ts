import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway certificate for 127.0.0.1 and localhost, made with Debian's openssl (on every machine here), for the
 * tests and benchmarks that talk to the server over HTTPS. Its folder is the caller's to remove.
 */
export function selfSignedCert(): { dir: string; certFile: string; keyFile: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'mecha-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', keyFile, '-out', certFile],
    { stdio: 'ignore' },
  );
  return { dir, certFile, keyFile };
}
