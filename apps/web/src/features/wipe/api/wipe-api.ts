import type { WipeEntity, WipeResult } from '@shop/shared/wipe';
import { WIPE_CONFIRMATION } from '@shop/shared/wipe';
import { api } from '../../../lib/api-client.ts';

/** POST /admin/wipe: wipes one entity; answers the message and how many rows went. */
export const wipeEntity = (entity: WipeEntity) =>
  api.post<WipeResult>('/admin/wipe', { entity, confirm: WIPE_CONFIRMATION });
