import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * A mutation that refreshes the queries under `queryKey` once it succeeded. `mutateAsync` resolves
 * after that refetch, so a dialog that closes on success shows the updated list at once.
 */
export function useInvalidatingMutation<TInput, TResult>(
  queryKey: QueryKey,
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}
