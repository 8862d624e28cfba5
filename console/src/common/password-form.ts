import { z } from 'zod';
import { passwordChangeRequest } from '@crm/contract/operator-auth';

/** The contract's password change, and the new password typed twice to rule out a typo. */
export const passwordForm = passwordChangeRequest
  .extend({ confirm_password: z.string() })
  .refine((values) => values.confirm_password === values.new_password, {
    path: ['confirm_password'],
  });
export type PasswordFormValues = z.input<typeof passwordForm>;
export type PasswordFormOutput = z.output<typeof passwordForm>;
