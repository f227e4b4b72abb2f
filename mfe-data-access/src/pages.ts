import { createElement } from 'react';
import { lazyPage, type AreaPageContent } from '@headgate/platform';

// Each page's code loads when the page is first opened (the comparison charts, the export form
// and the report grids are apart).
const QueryAndDownloadPage = lazyPage(
  () => import('./queryAndDownload/QueryAndDownloadPage'),
  'QueryAndDownloadPage',
);
const TimeSeriesComparisonsPage = lazyPage(
  () => import('./timeSeriesComparisons/TimeSeriesComparisonsPage'),
  'TimeSeriesComparisonsPage',
);
const BatteriesStatusPage = lazyPage(
  () => import('./reportTables/BatteriesStatusPage'),
  'BatteriesStatusPage',
);
const SiteSummaryPage = lazyPage(() => import('./reportTables/SiteSummaryPage'), 'SiteSummaryPage');
const SecretPage = lazyPage(() => import('./landingDashboard/SecretPage'), 'SecretPage');
const LandingDashboard = lazyPage(
  () => import('./landingDashboard/LandingDashboard'),
  'LandingDashboard',
);

/** The component of each mfe-data-access page of the manifest. */
export const dataAccessPages: AreaPageContent<'mfe-data-access'> = {
  queryAndDownload: createElement(QueryAndDownloadPage),
  timeSeriesComparisons: createElement(TimeSeriesComparisonsPage),
  batteriesStatusTable: createElement(BatteriesStatusPage),
  siteSummaryTable: createElement(SiteSummaryPage),
  secret: createElement(SecretPage),
  dashboard: createElement(LandingDashboard),
};
