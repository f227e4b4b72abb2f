import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient, useEndpointQuery } from '@headgate/api-client';
import { usersManagementCalls } from '@headgate/contracts/calls';

/** The name of the signed-in user's landing page, looked up by its id. */
export function LandingPageName({ landingPageNdx }: { landingPageNdx: number }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LandingPageLookup landingPageNdx={landingPageNdx} />
    </QueryClientProvider>
  );
}

function LandingPageLookup({ landingPageNdx }: { landingPageNdx: number }) {
  const page = useEndpointQuery(usersManagementCalls.landingPage, {
    params: { id: landingPageNdx },
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
