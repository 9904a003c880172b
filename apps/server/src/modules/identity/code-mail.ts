import { VERIFICATION_CODE_TTL_SECONDS } from '@reclaim/contract';
import type { Config } from '../../config';

type CodePurpose = 'sign-in' | 'email-verification' | 'forget-password' | 'change-email';

const SUBJECTS: Record<CodePurpose, string> = {
  'email-verification': 'Your Reclaim verification code',
  'forget-password': 'Your Reclaim password reset code',
  'sign-in': 'Your Reclaim sign-in code',
  'change-email': 'Your Reclaim e-mail change code',
};

/** The text of a mail that carries a one-time code. */
export function composeCodeMail(input: {
  recipient: string;
  code: string;
  purpose: CodePurpose;
  config: Pick<Config, 'publicUrl'>;
}) {
  const minutes = VERIFICATION_CODE_TTL_SECONDS / 60;
  const action =
    input.purpose === 'forget-password'
      ? 'reset your Reclaim password'
      : 'confirm your e-mail address';
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
