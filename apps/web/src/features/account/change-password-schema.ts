import { PASSWORD_MAX_LENGTH, newPasswordSchema, tooLongMessage } from '@reclaim/contract';
import { z } from 'zod';

export const PASSWORDS_DO_NOT_MATCH = 'New Password & Confirm Password does not match';

/**
 * The change-password form of spec §5: all three fields required, the new password must meet the
 * policy ('Password must meet requirements') and the confirmation must repeat it. The mismatch is
 * reported alongside other failures, so one submit shows every problem.
 */
export const changePasswordSchema = z
  .object({
    oldPassword: z
      .string()
      .min(1, 'Old Password is required')
      .max(PASSWORD_MAX_LENGTH, tooLongMessage(PASSWORD_MAX_LENGTH)),
    newPassword: z.string().min(1, 'New Password is required').pipe(newPasswordSchema),
    confirmPassword: z.string().min(1, 'Confirm Password is required'),
  })
  .refine((form) => form.confirmPassword === '' || form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;
