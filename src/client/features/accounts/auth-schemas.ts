import { z } from 'zod/mini';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/platform/constants.ts';
import { passwordPolicyIssues, type PasswordPolicy } from '#shared/accounts/password-policy.ts';

// SPEC §5's form rules with its exact messages. zod/mini (docs/decisions/042): zodResolver takes
// it, and no page downloads classic zod for a form. Every message a person may read is custom:
// the browser loads no zod locale (docs/decisions/039).

const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'Email is required')),
  z.email('Invalid email address'),
);

/** Sign-up's name rule; renaming on the profile uses the same with SPEC's own empty message. */
const nameRule = (requiredMessage: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, requiredMessage),
      z.minLength(NAME_MIN_LENGTH, `Name must be at least ${NAME_MIN_LENGTH} characters`),
    );

export const nameField = nameRule('Name is required');
export const displayNameField = nameRule('Display name is required');

const loginPassword = z
  .string()
  .check(
    z.minLength(1, 'Password is required'),
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
  );

/** The login rule plus the server's configured password policy, with the same texts it uses. */
const policyPassword = (policy: PasswordPolicy) =>
  loginPassword.check(
    z.superRefine((password, context) => {
      const issue = passwordPolicyIssues(password, policy)[0];
      if (issue) context.addIssue({ code: 'custom', message: issue });
    }),
  );

const confirmPassword = z.string().check(z.minLength(1, 'Please confirm your password'));

const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (form) => form.password === form.confirmPassword,
  { path: ['confirmPassword'], message: 'Passwords do not match' },
);

export const loginFormSchema = z.object({
  email,
  password: loginPassword,
  rememberMe: z.boolean(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const signupFormSchema = (policy: PasswordPolicy) =>
  z
    .object({
      name: nameField,
      email,
      password: policyPassword(policy),
      confirmPassword,
      terms: z.boolean().check(z.refine(Boolean, 'You must accept the terms and conditions')),
    })
    .check(passwordsMatch);
export type SignupForm = z.infer<ReturnType<typeof signupFormSchema>>;

export const emailFormSchema = z.object({ email });

export const newPasswordFormSchema = (policy: PasswordPolicy) =>
  z.object({ password: policyPassword(policy), confirmPassword }).check(passwordsMatch);
