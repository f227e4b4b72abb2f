import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from '@headgate/routing';
import { useAuthStore } from '@headgate/auth';
import { AreaPage } from '../areas/AreaPage';

export { signInAs } from '@headgate/auth/testing';

/** Answers of the mocked API by path; an `Error` with a status answers as a refusal. */
export type FakeAnswers = Record<string, unknown | { status: number; message: string }>;

/** Replaces `fetch` with one answering `answers` by path, and returns the mock. */
export function fakeApi(answers: FakeAnswers) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const answer = answers[path];
    const refusal =
      typeof answer === 'object' && answer !== null && 'status' in answer
        ? (answer as { status: number; message: string })
        : undefined;
    const ok = answer !== undefined && !refusal;
    const status = refusal?.status ?? (ok ? 200 : 404);
    return {
      ok,
      status,
      statusText: String(status),
      json: async () => (ok ? answer : { error: 'refused', message: refusal?.message ?? 'nope' }),
    } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** An anonymous visitor whose sign-in state is known. */
export function visitAnonymously(): void {
  useAuthStore.setState({ status: 'anonymous', roles: [], user: null });
}

/**
 * Renders an area's page at `path` (matching `route`) inside its page frame, with a fresh query
 * client that does not retry, as the shell would mount it. For the areas' component tests.
 */
export function renderAreaPage(
  route: string,
  path: string,
  page: ReactElement,
  { title, breadcrumb }: { title: string; breadcrumb: string },
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path={route}
            element={
              <AreaPage title={title} breadcrumbs={[{ label: breadcrumb }]}>
                {page}
              </AreaPage>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
