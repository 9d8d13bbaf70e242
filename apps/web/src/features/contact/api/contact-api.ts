import type { Paged } from '@shop/shared/api';
import type {
  AdminContactListItem,
  AdminContactMessage,
  ContactInput,
  ContactMessage,
  ContactPriority,
  ContactStatus,
} from '@shop/shared/contact';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import type { AdminContactListParams, MyMessagesListParams } from '../contact-list-params.ts';

const id = (value: string) => encodeURIComponent(value);

export const sendContactMessage = (input: ContactInput) => api.post<ContactMessage>('/contact', input);
export const fetchMyMessages = (params: MyMessagesListParams) =>
  api.get<Paged<ContactMessage>>(`/contact/my${toQuery(params)}`);
export const fetchMyMessage = (messageId: string) => api.get<ContactMessage>(`/contact/my/${id(messageId)}`);
export const markMessageRead = (messageId: string) =>
  api.post<ContactMessage>(`/contact/my/${id(messageId)}/read`);
export const replyToMyMessage = ({ messageId, message }: { messageId: string; message: string }) =>
  api.post<ContactMessage>(`/contact/my/${id(messageId)}/replies`, { message });

export const fetchDeskMessages = (params: AdminContactListParams) =>
  api.get<Paged<AdminContactListItem>>(`/admin/contact${toQuery(params)}`);
export const fetchDeskMessage = (messageId: string) =>
  api.get<AdminContactMessage>(`/admin/contact/${id(messageId)}`);
export const setDeskStatus = ({ messageId, status }: { messageId: string; status: ContactStatus }) =>
  api.put<AdminContactMessage>(`/admin/contact/${id(messageId)}/status`, { status });
export const setDeskPriority = ({ messageId, priority }: { messageId: string; priority: ContactPriority }) =>
  api.put<AdminContactMessage>(`/admin/contact/${id(messageId)}/priority`, { priority });
export const replyFromDesk = ({ messageId, message }: { messageId: string; message: string }) =>
  api.post<AdminContactMessage>(`/admin/contact/${id(messageId)}/replies`, { message });
export const addDeskNote = ({ messageId, note }: { messageId: string; note: string }) =>
  api.post<AdminContactMessage>(`/admin/contact/${id(messageId)}/notes`, { note });

export const contactKeys = {
  mine: ['contact', 'my'] as const,
  myLists: () => [...contactKeys.mine, 'list'] as const,
  myList: (params: MyMessagesListParams) => [...contactKeys.myLists(), params] as const,
  myMessage: (messageId: string) => [...contactKeys.mine, 'detail', messageId] as const,
  desk: ['admin', 'contact'] as const,
  deskLists: () => [...contactKeys.desk, 'list'] as const,
  deskList: (params: AdminContactListParams) => [...contactKeys.deskLists(), params] as const,
  deskMessage: (messageId: string) => [...contactKeys.desk, 'detail', messageId] as const,
};

export const contactQueries = {
  myList: (params: MyMessagesListParams) =>
    queryOptions({
      queryKey: contactKeys.myList(params),
      queryFn: () => fetchMyMessages(params),
      placeholderData: keepPreviousData,
    }),
  myMessage: (messageId: string) =>
    queryOptions({
      queryKey: contactKeys.myMessage(messageId),
      queryFn: () => fetchMyMessage(messageId),
      retry: false,
    }),
  deskList: (params: AdminContactListParams) =>
    queryOptions({
      queryKey: contactKeys.deskList(params),
      queryFn: () => fetchDeskMessages(params),
      placeholderData: keepPreviousData,
    }),
  deskMessage: (messageId: string) =>
    queryOptions({
      queryKey: contactKeys.deskMessage(messageId),
      queryFn: () => fetchDeskMessage(messageId),
      retry: false,
    }),
};
