import { z } from 'zod/mini';
import { lazySchema } from '../platform/lazy-schema.ts';

/**
 * SPEC §5's identity-provider password policy: a minimum length (6 by default) and optional
 * maximum and character-class requirements, all set by server configuration. The server
 * enforces it; the forms read it from GET /api/auth/password-policy and show the same texts.
 */
export const passwordPolicySchema = lazySchema(() =>
  z.object({
    minLength: z.number().check(z.int(), z.gte(6), z.lte(4096)),
    maxLength: z.nullable(z.number().check(z.int(), z.gte(6), z.lte(4096))),
    requireLowercase: z.boolean(),
    requireUppercase: z.boolean(),
    requireNumeric: z.boolean(),
    requireNonAlphanumeric: z.boolean(),
  }),
);
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 6,
  maxLength: null,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
};

/** Longest password ever accepted, whatever the policy (Firebase's cap; bounds hashing work). */
export const PASSWORD_HARD_MAX_LENGTH = 4096;

/** Every requirement the password misses, as sentences for people; empty when it passes. */
export function passwordPolicyIssues(password: string, policy: PasswordPolicy): string[] {
  const issues: string[] = [];
  const length = [...password].length;
  if (length < policy.minLength) {
    issues.push(`Password must be at least ${policy.minLength} characters`);
  }
  const max = Math.min(policy.maxLength ?? PASSWORD_HARD_MAX_LENGTH, PASSWORD_HARD_MAX_LENGTH);
  if (length > max) issues.push(`Password must be at most ${max} characters`);
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) {
    issues.push('Password must contain a lowercase letter');
  }
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) {
    issues.push('Password must contain an uppercase letter');
  }
  if (policy.requireNumeric && !/\p{Nd}/u.test(password)) {
    issues.push('Password must contain a number');
  }
  if (policy.requireNonAlphanumeric && !/[^\p{L}\p{N}]/u.test(password)) {
    issues.push('Password must contain a character that is not a letter or a number');
  }
  return issues;
}
