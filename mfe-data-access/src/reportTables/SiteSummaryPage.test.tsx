import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAreaPage, visitAnonymously } from '@headgate/platform/testing';
import { preloadDataGrid } from '@headgate/design-system/testing';
import { SiteSummaryPage } from './SiteSummaryPage';

const ROUTE = '/data-access/site-summary-table';
const rows = Array.from({ length: 130 }, (_, index) => ({
  location_ndx: index + 1,
  parameter_ndx: 67,
  is_alert: index === 0,
  facility_type_desc: 'Storage',
  facility_name: 'Lupton Bottoms Storage',
  parameter: 'Flow',
  location_name: `Station ${index + 1}`,
  start_por: '2025-09-01T06:00:00.000Z',
  end_por: '2026-03-10T05:45:00.000Z',
  county_name: 'Weld',
  waterbody_name: 'South Platte River',
  huc12_name: 'Lower Box Elder Creek',
}));

preloadDataGrid();
beforeEach(() => visitAnonymously());

it('pages the site summary by 60', async () => {
  fakeApi({ '/api/reports-site-param-summary-united-stations': rows });
  renderAreaPage(ROUTE, ROUTE, <SiteSummaryPage />, {
    title: 'Site Summary Table',
    breadcrumb: 'Data Access',
  });
  expect(await screen.findByText('1–60 of 130')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
  expect(await screen.findByText('61–120 of 130')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
  expect(await screen.findByText('121–130 of 130')).toBeInTheDocument();
});
