import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A fresh self-signed certificate for 127.0.0.1, valid two days, written to `directory` as
 * `key.pem` and `cert.pem` (needs `openssl`): for stand-ins that speak TLS on loopback, which a
 * client trusts by being handed `cert`.
 */
export async function writeSelfSignedCertificate(
  directory: string,
): Promise<{ key: string; cert: string }> {
  await mkdir(directory, { recursive: true });
  const key = join(directory, 'key.pem');
  const cert = join(directory, 'cert.pem');
  await promisify(execFile)('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-keyout', key, '-out', cert],
    ...['-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1'],
  ]);
  return { key: await readFile(key, 'utf8'), cert: await readFile(cert, 'utf8') };
}
