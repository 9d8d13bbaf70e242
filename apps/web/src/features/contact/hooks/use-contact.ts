import type { AdminContactMessage, ContactMessage } from '@shop/shared/contact';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addDeskNote,
  contactKeys,
  contactQueries,
  markMessageRead,
  replyFromDesk,
  replyToMyMessage,
  sendContactMessage,
  setDeskPriority,
  setDeskStatus,
} from '../api/contact-api.ts';
import type { AdminContactListParams, MyMessagesListParams } from '../contact-list-params.ts';

export const useMyMessages = (params: MyMessagesListParams) => useQuery(contactQueries.myList(params));
export const useMyMessage = (messageId: string | undefined) =>
  useQuery({ ...contactQueries.myMessage(messageId ?? ''), enabled: Boolean(messageId) });
export const useDeskMessages = (params: AdminContactListParams) => useQuery(contactQueries.deskList(params));
export const useDeskMessage = (messageId: string) => useQuery(contactQueries.deskMessage(messageId));

export function useSendContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.mine }),
  });
}

/** A change to one of the user's own messages: the answer is the message as it now is. */
function useMyMessageMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<ContactMessage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (message) => {
      queryClient.setQueryData(contactKeys.myMessage(message._id), message);
      await queryClient.invalidateQueries({ queryKey: contactKeys.myLists() });
    },
  });
}

export const useMarkMessageRead = () => useMyMessageMutation(markMessageRead);
export const useReplyToMyMessage = () => useMyMessageMutation(replyToMyMessage);

/** A change on the support desk: the answer is the message as it now is; the lists load again. */
function useDeskMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<AdminContactMessage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (message) => {
      queryClient.setQueryData(contactKeys.deskMessage(message._id), message);
      await queryClient.invalidateQueries({ queryKey: contactKeys.deskLists() });
    },
  });
}

export const useSetDeskStatus = () => useDeskMutation(setDeskStatus);
export const useSetDeskPriority = () => useDeskMutation(setDeskPriority);
export const useReplyFromDesk = () => useDeskMutation(replyFromDesk);
export const useAddDeskNote = () => useDeskMutation(addDeskNote);
