import { screen, within } from '@testing-library/react';
import type { FacilityDetails } from '@headgate/contracts';
import { fakeApi, renderAreaPage, visitAnonymously } from '@headgate/platform/testing';
import { FifteenMinuteTable } from './FifteenMinuteTable';

const facility: FacilityDetails = {
  facility_ndx: 37,
  facility_name: 'Lupton Bottoms Storage',
  facility_type_ndx: 1,
  facility_type_desc: 'Storage',
  display_order: 1,
  facility: 'LBS',
  widget_order: [],
  axis2_min: null,
  axis2_max: null,
  view: 'full',
  locations: [],
};

beforeEach(() => visitAnonymously());

describe('the 15-minute data table', () => {
  it('offers the quick-set days of 15-minute data (spec §9), the last one chosen', async () => {
    fakeApi({});
    renderAreaPage(
      '/facility-pages/:id',
      '/facility-pages/37',
      <FifteenMinuteTable facility={facility} />,
      {
        title: 'Facility Details',
        breadcrumb: 'Facility',
      },
    );
    const days = within(screen.getByRole('group', { name: 'Days shown' }));
    expect(days.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Last 45 days',
      'Last 30 days',
      'Last 10 days',
      'Last 3 days',
    ]);
    expect(days.getByRole('button', { name: 'Last 3 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByRole('heading', { name: '15-Minute Data' })).toBeVisible();
  });
});
