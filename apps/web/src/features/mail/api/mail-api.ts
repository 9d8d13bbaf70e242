import type { Paged } from '@shop/shared/api';
import type { OutgoingMail } from '@shop/shared/mail';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, toQuery } from '../../../lib/api-client.ts';
import type { MailListParams } from '../mail-list-params.ts';

/** GET /admin/mail with the list's filters, page and page size (empty filters dropped). */
export const fetchOutgoingMails = (params: MailListParams) =>
  api.get<Paged<OutgoingMail>>(`/admin/mail${toQuery(params)}`);

export const retryMail = (id: string) =>
  api.post<OutgoingMail>(`/admin/mail/${encodeURIComponent(id)}/retry`);

export const mailKeys = {
  all: ['admin', 'mail'] as const,
  lists: () => [...mailKeys.all, 'list'] as const,
  list: (params: MailListParams) => [...mailKeys.lists(), params] as const,
};

export const mailQueries = {
  list: (params: MailListParams) =>
    queryOptions({
      queryKey: mailKeys.list(params),
      queryFn: () => fetchOutgoingMails(params),
      placeholderData: keepPreviousData,
    }),
};
