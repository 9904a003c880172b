import { ADDRESS_CODE_TTL_SECONDS } from '@reclaim/contract';

/** The subject of the mail that carries a code proving a mailbox's address. */
export const ADDRESS_CODE_SUBJECT = 'Your Reclaim code to confirm your address';

/**
 * The mail that carries the code proving `address` is the person's own. Sent with Reclaim's own
 * app mail, never through the person's mail server: a server the person chose could keep the
 * mail for itself, while Reclaim's reaches only the real mailbox of the address.
 */
export function composeAddressCodeMail(input: {
  address: string;
  code: string;
  publicUrl: string;
}) {
  const minutes = ADDRESS_CODE_TTL_SECONDS / 60;
  return {
    recipient: input.address,
    subject: ADDRESS_CODE_SUBJECT,
    text: [
      `Your code is ${input.code}`,
      '',
      `Enter it in Reclaim to confirm that ${input.address} is your address, so Reclaim can ` +
        `send the requests you make from it. It expires in ${minutes} minutes and works once.`,
      '',
      'If you did not connect this address to Reclaim, ignore this mail: nothing is sent in ' +
        'its name without the code.',
      '',
      `Reclaim · ${input.publicUrl}`,
    ].join('\n'),
  };
}
