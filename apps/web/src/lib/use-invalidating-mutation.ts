import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation after which every cached query under `queryKey` is stale; it settles once the
 * queries on screen have been fetched again, so a list never shows what was just deleted.
 */
export function useInvalidatingMutation<TVariables, TResult>(
  queryKey: QueryKey,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}
