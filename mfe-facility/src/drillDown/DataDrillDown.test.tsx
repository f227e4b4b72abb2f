import { act, screen } from '@testing-library/react';
import { useAuthStore, type Role } from '@headgate/auth';
import type { FacilityDetails } from '@headgate/contracts';
import { fakeApi, renderAreaPage } from '@headgate/platform/testing';
import { DataDrillDown } from './DataDrillDown';

const FACILITY: FacilityDetails = {
  facility_ndx: 37,
  facility_name: 'Lupton Bottoms Storage',
  facility_type_ndx: 1,
  facility_type_desc: 'Storage',
  display_order: 1,
  facility: 'LBR',
  widget_order: ['ytd', 'lastfew', 'monthly', 'pctfull'],
  axis2_min: null,
  axis2_max: null,
  view: 'full',
  locations: [],
};

const signInAs = (roles: Role[]) =>
  act(() =>
    useAuthStore.getState().setSession({
      user: { id: 'auth0|uma', name: 'Uma', email: 'uma@district.example', nickname: 'uma' },
      roles,
      landingPageNdx: 1,
      getAccessToken: () => Promise.resolve('uma-token'),
    }),
  );

function renderDrillDown() {
  fakeApi({ '/api/list-parameters/37': [], '/api/list-locations/37': [] });
  renderAreaPage(
    '/facility-pages/:id',
    '/facility-pages/37',
    <DataDrillDown facility={FACILITY} />,
    {
      title: 'Facility Details',
      breadcrumb: 'Facility',
    },
  );
}

afterEach(() => act(() => useAuthStore.getState().clearSession()));

describe("the drill-down's link to Query & Download", () => {
  it('shows to a reader who may open Query & Download', async () => {
    signInAs(['All Data User']);
    renderDrillDown();
    expect(await screen.findByRole('link', { name: 'Query & Download this data' })).toHaveAttribute(
      'href',
      expect.stringContaining('/data-access/query-and-download/facilities'),
    );
  });

  it('is left out for a User, whom Query & Download would show Unauthorized', async () => {
    signInAs(['User']);
    renderDrillDown();
    expect(await screen.findByText('Data Drill Down')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Query & Download this data' })).toBeNull();
  });
});
