import { createElement, type ReactNode } from 'react';
import { DASHBOARD_CRUMB, PATHS } from '@headgate/site-map';
import type { AreaPageDefinition } from '@headgate/platform';
import { LandingDashboard } from './landingDashboard/LandingDashboard';
import { QueryAndDownloadPage } from './queryAndDownload/QueryAndDownloadPage';
import { SecretPage } from './landingDashboard/SecretPage';
import { BatteriesStatusPage } from './reportTables/BatteriesStatusPage';
import { SiteSummaryPage } from './reportTables/SiteSummaryPage';
import { TimeSeriesComparisonsPage } from './timeSeriesComparisons/TimeSeriesComparisonsPage';

const DATA_ACCESS_CRUMB = { label: 'Data Access' };

const dataAccess = (path: string, title: string, content?: ReactNode): AreaPageDefinition => ({
  path,
  title,
  breadcrumbs: [DASHBOARD_CRUMB, DATA_ACCESS_CRUMB, { label: title }],
  content,
});

export const dataAccessPages: readonly AreaPageDefinition[] = [
  dataAccess(
    PATHS.queryAndDownload,
    'Query & Download - Facility Data',
    createElement(QueryAndDownloadPage),
  ),
  dataAccess(
    PATHS.timeSeriesComparisons,
    'Time Series Comparisons',
    createElement(TimeSeriesComparisonsPage),
  ),
  dataAccess(
    PATHS.batteriesStatusTable,
    'Batteries Status Last 7 Days Stats',
    createElement(BatteriesStatusPage),
  ),
  dataAccess(PATHS.siteSummaryTable, 'Site Summary Table', createElement(SiteSummaryPage)),
  {
    path: PATHS.secret,
    title: 'Dashboard',
    breadcrumbs: [DASHBOARD_CRUMB, { label: 'Secret' }],
    content: createElement(SecretPage),
  },
  {
    path: PATHS.dashboard,
    title: 'Dashboard',
    breadcrumbs: [DASHBOARD_CRUMB, { label: 'Dashboard' }],
    content: createElement(LandingDashboard),
  },
];
