import { z } from 'zod';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/constants.ts';
import { passwordPolicyIssues, type PasswordPolicy } from '../../../shared/password-policy.ts';

// SPEC §5's form rules with its exact messages.

const email = z.string().trim().min(1, 'Email is required').pipe(z.email('Invalid email address'));

/** Sign-up's name rule; renaming on the profile uses the same (issue 18) with SPEC's own empty message. */
const nameRule = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage)
    .min(NAME_MIN_LENGTH, `Name must be at least ${NAME_MIN_LENGTH} characters`);

export const nameField = nameRule('Name is required');
export const displayNameField = nameRule('Display name is required');

const loginPassword = z
  .string()
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);

export const loginFormSchema = z.object({
  email,
  password: loginPassword,
  rememberMe: z.boolean(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** Signup also checks the server's configured password policy, with the same texts it uses. */
export const signupFormSchema = (policy: PasswordPolicy) =>
  z
    .object({
      name: nameField,
      email,
      password: loginPassword.superRefine((password, context) => {
        const issue = passwordPolicyIssues(password, policy)[0];
        if (issue) context.addIssue({ code: 'custom', message: issue });
      }),
      confirmPassword: z.string().min(1, 'Please confirm your password'),
      terms: z.boolean().refine(Boolean, 'You must accept the terms and conditions'),
    })
    .refine((form) => form.password === form.confirmPassword, {
      path: ['confirmPassword'],
      message: 'Passwords do not match',
    });
export type SignupForm = z.infer<ReturnType<typeof signupFormSchema>>;

export const emailFormSchema = z.object({ email });

export const newPasswordFormSchema = (policy: PasswordPolicy) =>
  z
    .object({
      password: loginPassword.superRefine((password, context) => {
        const issue = passwordPolicyIssues(password, policy)[0];
        if (issue) context.addIssue({ code: 'custom', message: issue });
      }),
      confirmPassword: z.string().min(1, 'Please confirm your password'),
    })
    .refine((form) => form.password === form.confirmPassword, {
      path: ['confirmPassword'],
      message: 'Passwords do not match',
    });
