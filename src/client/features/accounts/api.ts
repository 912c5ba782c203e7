import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountContract } from '#shared/accounts/accounts.contract.ts';
import { apiSend, type BodyOf } from '../../lib/api-client.ts';
import { signOutPending } from '../../lib/sign-out-pending.ts';
import { meKey, sessionKey, userScope } from '../../lib/session.ts';

/**
 * Signs in; with the token of a mailed verification link, the same login also finishes
 * verifying the e-mail (the password picks which sign-up becomes the account, decision 016).
 */
export function useSignIn(verificationToken?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<typeof accountContract.signIn>) => {
      // A Log Out still waiting is told first: its retry must never end this new session.
      if (signOutPending()) await (await import('../../lib/sign-out.ts')).signOutFirst();
      return verificationToken
        ? apiSend(accountContract.verifyEmail, { body: { ...body, token: verificationToken } })
        : apiSend(accountContract.signIn, { body });
    },
    onSuccess: async ({ user }) => {
      queryClient.removeQueries({ queryKey: userScope });
      queryClient.setQueryData(sessionKey, { user });
      await queryClient.invalidateQueries({ queryKey: sessionKey });
    },
  });
}

export const signUp = (body: BodyOf<typeof accountContract.signUp>) =>
  apiSend(accountContract.signUp, { body });

export const resendVerification = (email: string) =>
  apiSend(accountContract.resendVerification, { body: { email } });

export const requestPasswordReset = (email: string) =>
  apiSend(accountContract.requestPasswordReset, { body: { email } });

export const resetPassword = (token: string, newPassword: string) =>
  apiSend(accountContract.resetPassword, { body: { token, newPassword } });

export function useRename() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) => apiSend(accountContract.rename, { body: { displayName } }),
    onSuccess: (document) => queryClient.setQueryData(meKey, document),
  });
}

export const logOutAllDevices = () => apiSend(accountContract.logOutAll);
export const deleteAccount = () => apiSend(accountContract.deleteAccount);
