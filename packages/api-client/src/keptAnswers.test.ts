/**
 * @jest-environment node
 */
import 'fake-indexeddb/auto';
import { clearKeptAnswers, keepAnswer, keepOnlyAnswersOf, keptAnswer } from './keptAnswers';

const KEY = ['mobile', 'storage'];

beforeEach(() => clearKeptAnswers());

it("keeps one user's last answer of a query, with when it came", async () => {
  await keepAnswer('alice', KEY, [1], 1_000);
  await keepAnswer('alice', KEY, [2], 2_000);
  expect(await keptAnswer('alice', KEY)).toEqual({ owner: 'alice', data: [2], savedAt: 2_000 });
  expect(await keptAnswer('alice', ['mobile', 'wells'])).toBeNull();
});

it("never gives one user another user's answer", async () => {
  await keepAnswer('alice', KEY, ['alice data'], 1_000);
  expect(await keptAnswer('bob', KEY)).toBeNull();
});

it('forgets everything on sign-out, and the others when someone else signs in', async () => {
  await keepAnswer('alice', KEY, [1], 1_000);
  await keepAnswer('bob', KEY, [2], 1_000);
  await keepOnlyAnswersOf('bob');
  expect(await keptAnswer('alice', KEY)).toBeNull();
  expect(await keptAnswer('bob', KEY)).not.toBeNull();
  await clearKeptAnswers();
  expect(await keptAnswer('bob', KEY)).toBeNull();
});
