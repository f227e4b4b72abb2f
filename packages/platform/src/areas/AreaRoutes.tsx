import { Suspense, type ReactNode } from 'react';
import { Route, Routes, useParams } from '@headgate/routing';
import { Loader, NotFoundPage } from '@headgate/design-system';
import {
  PAGES,
  breadcrumbsOf,
  type PageDefinition,
  type PageId,
  type PageIdOf,
  type RemoteId,
} from '@headgate/site-map';
import { AreaPage } from './AreaPage';

/**
 * What a remote renders for each of its pages in the manifest (`PAGES`), by page id: every page
 * the manifest gives the remote, and no other.
 */
export type AreaPageContent<Remote extends RemoteId> = Readonly<
  Record<PageIdOf<Remote>, ReactNode>
>;

/**
 * A remote's router: each of its pages at the manifest's path, framed with the manifest's title
 * and breadcrumbs, and the 404 page for any other path under it. A lazily loaded page shows the
 * loader inside its frame while its code arrives.
 */
export function AreaRoutes<Remote extends RemoteId>({
  remote,
  pages,
}: {
  remote: Remote;
  pages: AreaPageContent<Remote>;
}) {
  const content: Partial<Record<PageId, ReactNode>> = pages;
  const ids = (Object.keys(PAGES) as PageId[]).filter((id) => PAGES[id].owner === remote);
  return (
    <Routes>
      {ids.map((id) => (
        <Route
          key={id}
          path={PAGES[id].path}
          element={<DefinedPage id={id}>{content[id]}</DefinedPage>}
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function DefinedPage({ id, children }: { id: PageId; children: ReactNode }) {
  const params = useParams();
  const page: PageDefinition = PAGES[id];
  return (
    <AreaPage title={page.title ?? ''} breadcrumbs={breadcrumbsOf(id, params)}>
      <Suspense fallback={<Loader />}>{children}</Suspense>
    </AreaPage>
  );
}
