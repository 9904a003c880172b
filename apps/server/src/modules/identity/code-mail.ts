import { VERIFICATION_CODE_TTL_SECONDS } from '@reclaim/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { AppMailer } from '../mail/app-mail.service';

export type CodePurpose = 'sign-in' | 'email-verification' | 'forget-password' | 'change-email';

const SUBJECTS: Record<CodePurpose, string> = {
  'email-verification': 'Your Reclaim verification code',
  'forget-password': 'Your Reclaim password reset code',
  'sign-in': 'Your Reclaim sign-in code',
  'change-email': 'Your Reclaim e-mail change code',
};

const ACTIONS: Partial<Record<CodePurpose, string>> = {
  'forget-password': 'reset your Reclaim password',
  'sign-in': 'sign in to Reclaim',
};

/** What sends a code mail: the app's mailer, the log for failures, and the address to name. */
export interface CodeMailDependencies {
  mailer: AppMailer;
  logger: FastifyBaseLogger;
  config: Pick<Config, 'publicUrl'>;
}

/**
 * Sends a code mail in the background: an answer that waited for the mail would take longer for
 * an address that has an account than for one that has none, and so tell them apart.
 */
export function sendCodeMail(
  deps: CodeMailDependencies,
  input: { recipient: string; code: string; purpose: CodePurpose },
): void {
  const mail = composeCodeMail({ ...input, config: deps.config });
  deps.mailer.send(mail).catch((error: unknown) => {
    deps.logger.error({ err: error, purpose: input.purpose }, 'A code mail could not be sent');
  });
}

/** The text of a mail that carries a one-time code. */
export function composeCodeMail(input: {
  recipient: string;
  code: string;
  purpose: CodePurpose;
  config: Pick<Config, 'publicUrl'>;
}) {
  const minutes = VERIFICATION_CODE_TTL_SECONDS / 60;
  const action = ACTIONS[input.purpose] ?? 'confirm your e-mail address';
  return {
    recipient: input.recipient,
    subject: SUBJECTS[input.purpose],
    text: [
      `Your code is ${input.code}`,
      '',
      `Enter it to ${action}. It expires in ${minutes} minutes and works once.`,
      '',
      'If you did not ask for this code, ignore this mail; nothing changes without it.',
      '',
      `Reclaim · ${input.config.publicUrl}`,
    ].join('\n'),
  };
}
