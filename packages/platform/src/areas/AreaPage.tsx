import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PageHeader, type Crumb } from '@headgate/design-system';

/** The frame of every page in every area: title, breadcrumbs, then the page's content. */
export function AreaPage({
  title,
  breadcrumbs,
  children,
}: {
  title: string;
  breadcrumbs: readonly Crumb[];
  children?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} | Headgate`;
  }, [title]);
  return (
    <Box component="section" sx={{ p: { xs: 3, md: 6 } }}>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      {children}
    </Box>
  );
}
