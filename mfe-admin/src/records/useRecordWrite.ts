import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointKey, StaleRecordError } from '@headgate/api-client';
import { RECORD_TOASTS, type Endpoint, type StaleRecord } from '@headgate/contracts';
import { showToast } from '@headgate/design-system';

/** What a write is: which toast it earns, and which endpoints' answers it makes stale. */
export interface RecordWrite<Variables, Answer> {
  send: (variables: Variables) => Promise<Answer>;
  /** The spec's success toast (RECORD_TOASTS, USER_TOASTS), or none. */
  success?: string;
  invalidates: readonly Endpoint[];
  onSaved?: (answer: Answer, variables: Variables) => void;
  /**
   * The write was refused because someone changed the record since it was shown (412): the
   * screen says so where the user is (no toast), with the record as it is now.
   */
  onStale?: (stale: StaleRecord) => void;
}

/**
 * An admin write as every screen does it: on success the spec's toast and fresh answers; on
 * failure the server's message (or 'Something went wrong') and nothing changed. A write on a
 * record someone changed meanwhile goes to `onStale` when the screen handles it, and refreshes
 * the answers so that the page shows their change.
 */
export function useRecordWrite<Variables, Answer>({
  send,
  success,
  invalidates,
  onSaved,
  onStale,
}: RecordWrite<Variables, Answer>) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all(
      invalidates.map((endpoint) => client.invalidateQueries({ queryKey: endpointKey(endpoint) })),
    );
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer, variables) => {
      if (success) showToast('success', success);
      onSaved?.(answer, variables);
      await refresh();
    },
    onError: async (error) => {
      if (error instanceof StaleRecordError && onStale) {
        onStale(error.stale);
        await refresh();
      } else showToast('error', error.message || RECORD_TOASTS.failed);
    },
  });
}
