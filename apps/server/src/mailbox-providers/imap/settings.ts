import { z } from 'zod';
import type { ProviderSettings } from '../provider';
import type { MailHostPolicy } from './mail-host-guard';

/** A port, or a span of ports like `2000-2999`, both ends included. */
const portRangeSchema = z
  .string()
  .trim()
  .regex(/^\d{1,5}(-\d{1,5})?$/, 'a port or a range such as 2000-2999')
  .transform((text) => {
    const [from, to = from] = text.split('-').map(Number) as [number, number?];
    return { from, to };
  })
  .refine(({ from, to }) => from >= 1 && to <= 65_535 && from <= to, 'ports run from 1 to 65535');

/** `IMAP_ALLOW_PORTS`: ports and ranges, separated by commas; empty allows no more. */
const portRangesSchema = z
  .string()
  .default('')
  .transform((text) => text.split(',').filter((part) => part.trim() !== ''))
  .pipe(z.array(portRangeSchema));

const schema = z
  .object({
    IMAP_ALLOW_PRIVATE_HOSTS: z.stringbool().default(false),
    IMAP_ALLOW_PORTS: portRangesSchema,
  })
  .transform((e): MailHostPolicy => ({
    // IMAP and SMTP servers on loopback, private or link-local addresses may be reached: for
    // tests and a mail server on the operator's own network. Off, the connect form cannot
    // probe them.
    allowPrivateHosts: e.IMAP_ALLOW_PRIVATE_HOSTS,
    // Ports besides the usual ones (IMAP 143 and 993, SMTP 587 and 465): for tests, and an
    // operator whose users' mail servers listen elsewhere.
    extraPorts: e.IMAP_ALLOW_PORTS,
  }));

/** Where the IMAP provider may connect: its mail-host policy. */
export const imapSettings: ProviderSettings<MailHostPolicy> = {
  schema,
  docs: [
    {
      names: ['IMAP_ALLOW_PRIVATE_HOSTS'],
      default: '`false`',
      meaning:
        'Allow IMAP/SMTP servers on private networks (for tests, or a mail server on your LAN)',
    },
    {
      names: ['IMAP_ALLOW_PORTS'],
      default: 'none',
      meaning: 'More ports for IMAP/SMTP servers besides 143, 993, 587, 465: `2525,10000-10100`',
    },
  ],
};
