import { clear, createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/** An answer kept on the device: what the API said, when, and for whom. */
export interface KeptAnswer<T> {
  owner: string;
  data: T;
  /** When the answer was received (epoch ms). */
  savedAt: number;
}

const DATABASE = 'headgate-kept-answers';
let opened: UseStore | undefined;
// Opened on first use: a page that never keeps an answer never creates the database.
const store = () => (opened ??= createStore(DATABASE, 'answers'));

const entryKey = (owner: string, queryKey: readonly unknown[]) =>
  `${owner}|${JSON.stringify(queryKey)}`;

/** Keeps the last successful answer of a query for one user, replacing the one before. */
export async function keepAnswer<T>(
  owner: string,
  queryKey: readonly unknown[],
  data: T,
  savedAt: number,
): Promise<void> {
  await set(entryKey(owner, queryKey), { owner, data, savedAt } satisfies KeptAnswer<T>, store());
}

/** The kept answer of a query for this user; never another user's. */
export async function keptAnswer<T>(
  owner: string,
  queryKey: readonly unknown[],
): Promise<KeptAnswer<T> | null> {
  const answer = await get<KeptAnswer<T>>(entryKey(owner, queryKey), store());
  return answer?.owner === owner ? answer : null;
}

/** Forgets every kept answer (sign-out). */
export async function clearKeptAnswers(): Promise<void> {
  await clear(store());
}

/** Forgets every other user's kept answers (someone else signed in on this device). */
export async function keepOnlyAnswersOf(owner: string): Promise<void> {
  const others = (await keys<string>(store())).filter((key) => !key.startsWith(`${owner}|`));
  await Promise.all(others.map((key) => del(key, store())));
}
