import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { apiFetch, queryClient } from '@headgate/api-client';
import { useAuthScope } from '@headgate/auth';
import type { LandingPageDestination } from '@headgate/contracts';

/** The name of the signed-in user's landing page, looked up by its id. */
export function LandingPageName({ landingPageNdx }: { landingPageNdx: number }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LandingPageLookup landingPageNdx={landingPageNdx} />
    </QueryClientProvider>
  );
}

function LandingPageLookup({ landingPageNdx }: { landingPageNdx: number }) {
  const page = useQuery({
    queryKey: ['landing-page', landingPageNdx, useAuthScope()],
    queryFn: () =>
      apiFetch<LandingPageDestination>(
        `/users-management/list-user-landing-pages/${landingPageNdx}`,
      ),
  });
  if (page.isPending) return <>…</>;
  if (page.isError)
    return (
      <>
        Page {landingPageNdx} (its name could not be loaded: {page.error.message})
      </>
    );
  return <>{page.data.landing_page_name}</>;
}
