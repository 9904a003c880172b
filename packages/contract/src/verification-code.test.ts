import { describe, expect, it } from 'vitest';
import { verificationCodeSchema } from './schemas';

describe('a mailed verification code', () => {
  it.each([' 997647 ', '997 647', '997-647', '\t997647\n'])(
    'takes %j as pasted from a mail, without its spaces and hyphens',
    (pasted) => {
      expect(verificationCodeSchema.parse(pasted)).toBe('997647');
    },
  );

  it.each(['99764', '9976470', '99764a', '', '9'.repeat(33)])('refuses %j', (code) => {
    const result = verificationCodeSchema.safeParse(code);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter the 6-digit code');
  });
});
