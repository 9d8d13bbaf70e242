import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { mailKeys, mailQueries, retryMail } from '../api/mail-api.ts';
import type { MailListParams } from '../mail-list-params.ts';

export const useOutgoingMails = (params: MailListParams) => useQuery(mailQueries.list(params));

export const useRetryMail = () => useInvalidatingMutation(mailKeys.lists(), (id: string) => retryMail(id));
