import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PageHeader, type Crumb } from '@headgate/design-system';
import { CurrentPageLabelContext } from './currentPageLabel';

/**
 * The frame of every page in every area: title, breadcrumbs, then the page's content. The
 * content may rename the last breadcrumb (`useCurrentPageLabel`).
 */
export function AreaPage({
  title,
  breadcrumbs,
  children,
}: {
  title: string;
  breadcrumbs: readonly Crumb[];
  children?: ReactNode;
}) {
  const [currentLabel, setCurrentLabel] = useState<string | undefined>(undefined);
  useEffect(() => {
    document.title = `${title} | Headgate`;
  }, [title]);
  const trail = useMemo(() => {
    const last = breadcrumbs.at(-1);
    if (!currentLabel || !last) return breadcrumbs;
    return [...breadcrumbs.slice(0, -1), { ...last, label: currentLabel }];
  }, [breadcrumbs, currentLabel]);
  return (
    <Box component="section" sx={{ p: { xs: 3, md: 6 } }}>
      <PageHeader title={title} breadcrumbs={trail} />
      <CurrentPageLabelContext.Provider value={setCurrentLabel}>
        {children}
      </CurrentPageLabelContext.Provider>
    </Box>
  );
}
