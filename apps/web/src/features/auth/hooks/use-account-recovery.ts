import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '../../../lib/profile/profile-api.ts';
import { confirmEmail, requestPasswordReset, resetPassword } from '../api/account-recovery-api.ts';

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

/** A confirmed address shows on the profile at once, when this browser has it open. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.mine() }),
  });
}
