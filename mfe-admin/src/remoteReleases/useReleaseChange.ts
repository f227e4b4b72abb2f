import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointKey } from '@headgate/api-client';
import { RECORD_TOASTS, releaseEndpoints } from '@headgate/contracts';
import { showToast } from '@headgate/design-system';

/** A change the operator is asked about: the question, and how it is made once confirmed. */
export interface ProposedChange {
  title: string;
  text: string;
  confirmLabel: string;
  destructive?: boolean;
  /** Makes the change and says what became of it. */
  send: () => Promise<string>;
  /** After it is made (closes the form it came from). */
  onDone?: () => void;
}

/**
 * The page's one pending change: proposed, confirmed or cancelled, then made. Made, it is
 * announced (toast) and the releases are read again, their audit with it; refused, the server's
 * message stays in the question so the operator can read why, and nothing changed.
 */
export function useReleaseChange() {
  const client = useQueryClient();
  const [proposed, setProposed] = useState<ProposedChange | null>(null);
  // The question stays worded while its dialog fades out; `open` says whether it is asked.
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const making = useMutation({
    mutationFn: (change: ProposedChange) => change.send(),
    onSuccess: async (done, change) => {
      showToast('success', done);
      setOpen(false);
      change.onDone?.();
      await client.invalidateQueries({ queryKey: endpointKey(releaseEndpoints.releases) });
    },
    onError: (error) => setRefusal(error.message || RECORD_TOASTS.failed),
  });
  return {
    proposed,
    open,
    refusal,
    busy: making.isPending,
    propose: (change: ProposedChange) => {
      setRefusal(null);
      setProposed(change);
      setOpen(true);
    },
    confirm: () => {
      if (proposed && open) making.mutate(proposed);
    },
    cancel: () => setOpen(false),
  };
}
