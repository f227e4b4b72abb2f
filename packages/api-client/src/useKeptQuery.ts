import { useEffect } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useAuthStore } from '@headgate/auth';
import { keepAnswer, keptAnswer } from './keptAnswers';

/** What a kept query shows: the live answer, or else the one kept on the device. */
export interface KeptQueryResult<T> {
  data: T | undefined;
  /** When `data` was received from the API (epoch ms); undefined with no data. */
  asOf: number | undefined;
  /** True when `data` is the kept answer, because no live one has come (offline, or failed). */
  fromKept: boolean;
  /** True until either answer is known. */
  isPending: boolean;
  /** The live call's error, if it failed. */
  error: Error | null;
}

/**
 * A query whose last successful answer is kept on the device for `owner` (IndexedDB), and
 * shown with its age when no live answer comes: field staff keep what they saw last when the
 * signal drops. Nothing is fetched or read without an owner, and nothing is fetched while the
 * owner's session, expired offline, waits to be renewed: back online, a call without a token
 * would only be refused; the renewed session's token lets the call fetch fresh data.
 */
export function useKeptQuery<T>(
  options: { queryKey: QueryKey; queryFn: () => Promise<T> },
  owner: string | null,
): KeptQueryResult<T> {
  const waitingForSignIn = useAuthStore((state) => state.keptOffline);
  const live = useQuery({ ...options, enabled: owner !== null && !waitingForSignIn });
  const kept = useQuery({
    queryKey: ['kept-answer', owner, ...options.queryKey],
    queryFn: () => keptAnswer<T>(owner!, options.queryKey),
    enabled: owner !== null,
    // Reading the device needs no network, and the kept answer changes only by this hook.
    networkMode: 'always',
    staleTime: Infinity,
  });

  const { isSuccess, data, dataUpdatedAt } = live;
  // The key by its text: callers build a new array each render for the same query.
  const keyText = JSON.stringify(options.queryKey);
  useEffect(() => {
    if (!isSuccess || owner === null) return;
    keepAnswer(owner, JSON.parse(keyText) as unknown[], data, dataUpdatedAt).catch(() => {
      // A full or private-mode IndexedDB: the tracker still works online, it just keeps nothing.
    });
  }, [isSuccess, owner, data, dataUpdatedAt, keyText]);

  if (live.data !== undefined) {
    return { data: live.data, asOf: dataUpdatedAt, fromKept: false, isPending: false, error: null };
  }
  const answer = kept.data ?? null;
  return {
    data: answer?.data,
    asOf: answer?.savedAt,
    fromKept: answer !== null,
    // Offline, a live call waits (paused) for the network: only reading the device is awaited.
    isPending: answer === null && (kept.isPending || live.fetchStatus === 'fetching'),
    error: live.error,
  };
}
