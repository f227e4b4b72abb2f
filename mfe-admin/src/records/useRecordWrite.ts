import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '@headgate/api-client';
import { RECORD_TOASTS, type Endpoint } from '@headgate/contracts';
import { showToast } from '@headgate/design-system';

/** What a write is: which toast it earns, and which endpoints' answers it makes stale. */
export interface RecordWrite<Variables, Answer> {
  send: (variables: Variables) => Promise<Answer>;
  /** The spec's success toast (RECORD_TOASTS, USER_TOASTS), or none. */
  success?: string;
  invalidates: readonly Endpoint[];
  onSaved?: (answer: Answer, variables: Variables) => void;
}

/**
 * An admin write as every screen does it: on success the spec's toast and fresh answers; on
 * failure the server's message (or 'Something went wrong') and nothing changed.
 */
export function useRecordWrite<Variables, Answer>({
  send,
  success,
  invalidates,
  onSaved,
}: RecordWrite<Variables, Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer, variables) => {
      if (success) showToast('success', success);
      onSaved?.(answer, variables);
      await Promise.all(
        invalidates.map((endpoint) =>
          client.invalidateQueries({ queryKey: endpointKey(endpoint) }),
        ),
      );
    },
    onError: (error) => showToast('error', error.message || RECORD_TOASTS.failed),
  });
}
