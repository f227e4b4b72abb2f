import { DASHBOARD_CRUMB, PATHS, type AreaPageDefinition } from '@headgate/platform';

const DATA_ACCESS_CRUMB = { label: 'Data Access' };

const dataAccess = (path: string, title: string): AreaPageDefinition => ({
  path,
  title,
  breadcrumbs: [DASHBOARD_CRUMB, DATA_ACCESS_CRUMB, { label: title }],
});

export const dataAccessPages: readonly AreaPageDefinition[] = [
  dataAccess(PATHS.queryAndDownload, 'Query & Download - Facility Data'),
  dataAccess(PATHS.timeSeriesComparisons, 'Time Series Comparisons'),
  dataAccess(PATHS.batteriesStatusTable, 'Batteries Status Last 7 Days Stats'),
  dataAccess(PATHS.siteSummaryTable, 'Site Summary Table'),
  { path: PATHS.secret, title: 'Dashboard', breadcrumbs: [DASHBOARD_CRUMB, { label: 'Secret' }] },
];
