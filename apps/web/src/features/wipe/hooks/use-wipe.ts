import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wipeEntity } from '../api/wipe-api.ts';

/** A wipe changes what every list shows: all cached data is stale afterwards. */
export function useWipe() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: wipeEntity, onSuccess: () => queryClient.invalidateQueries() });
}
