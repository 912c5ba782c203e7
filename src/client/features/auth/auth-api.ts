import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountContract } from '../../lib/account-api.ts';
import { apiSend } from '../../lib/api-client.ts';
import { sessionKey, userScope } from '../../lib/session.ts';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string; rememberMe: boolean }) =>
      apiSend(accountContract.signIn, { body }),
    onSuccess: async ({ user }) => {
      queryClient.removeQueries({ queryKey: userScope });
      queryClient.setQueryData(sessionKey, { user });
      await queryClient.invalidateQueries({ queryKey: sessionKey });
    },
  });
}

export const signUp = (body: { name: string; email: string; password: string }) =>
  apiSend(accountContract.signUp, { body });

export const resendVerification = (email: string) =>
  apiSend(accountContract.resendVerification, { body: { email } });

export const requestPasswordReset = (email: string) =>
  apiSend(accountContract.requestPasswordReset, { body: { email } });

export const resetPassword = (token: string, newPassword: string) =>
  apiSend(accountContract.resetPassword, { body: { token, newPassword } });
