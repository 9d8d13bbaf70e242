import { useMutation } from '@tanstack/react-query';
import { changePassword, requestEmailChange } from '../api/credentials-api.ts';

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

/** The profile's address changes only when the link is opened: nothing cached changes here. */
export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
