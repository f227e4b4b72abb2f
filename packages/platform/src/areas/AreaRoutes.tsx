import type { ReactNode } from 'react';
import { Route, Routes, useParams, type Params } from 'react-router-dom';
import { NotFoundPage, type Crumb } from '@headgate/design-system';
import { AreaPage } from './AreaPage';

/** One page a remote owns: its path (from `PATHS`), title, breadcrumbs and content. */
export interface AreaPageDefinition {
  path: string;
  title: string;
  /** A fixed trail, or one built from the path's parameters (e.g. a facility's name). */
  breadcrumbs: readonly Crumb[] | ((params: Params) => readonly Crumb[]);
  content?: ReactNode;
}

/** A remote's router: its pages, and the 404 page for any other path under it. */
export function AreaRoutes({ pages }: { pages: readonly AreaPageDefinition[] }) {
  return (
    <Routes>
      {pages.map((page) => (
        <Route key={page.path} path={page.path} element={<DefinedPage page={page} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function DefinedPage({ page }: { page: AreaPageDefinition }) {
  const params = useParams();
  const breadcrumbs =
    typeof page.breadcrumbs === 'function' ? page.breadcrumbs(params) : page.breadcrumbs;
  return (
    <AreaPage title={page.title} breadcrumbs={breadcrumbs}>
      {page.content}
    </AreaPage>
  );
}
