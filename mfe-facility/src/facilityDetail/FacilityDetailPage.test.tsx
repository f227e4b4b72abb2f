import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { fakeApi, renderAreaPage, visitAnonymously } from '@headgate/platform/testing';
import { FacilitiesListPage } from '../facilityList/FacilitiesListPage';
import { FacilityDetailPage } from './FacilityDetailPage';

const DETAIL_ROUTE = '/facility-pages/:id';

const renderFacilityPage = (route: string, path: string, page: ReactElement) =>
  renderAreaPage(route, path, page, { title: 'Facility Details', breadcrumb: 'Facility' });

beforeEach(() => visitAnonymously());
afterEach(() => jest.useRealTimers());

describe('the facility detail page', () => {
  it('says there is no such facility for an unknown id, and names it so in the breadcrumbs', async () => {
    fakeApi({ '/api/facility-pages/404': { status: 404, message: 'No facility 404.' } });
    renderFacilityPage(DETAIL_ROUTE, '/facility-pages/404', <FacilityDetailPage />);
    expect(await screen.findByText(/There is no facility “404”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all facilities' })).toHaveAttribute(
      'href',
      '/facility-pages',
    );
    expect(screen.getByText('Unknown facility')).toHaveAttribute('aria-current', 'page');
  });

  it('does not ask the server about an id that cannot be one', async () => {
    const fetchMock = fakeApi({});
    renderFacilityPage(DETAIL_ROUTE, '/facility-pages/abc', <FacilityDetailPage />);
    expect(await screen.findByText(/There is no facility “abc”/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the spec's message when the details cannot be fetched", async () => {
    // A server failure is asked twice more (a refusal is not) before the message shows, 1 s and
    // 2 s apart: on fake time, findByText moves the clock on and waits out the retries whatever
    // the machine's load (a 6 s limit on the real clock left 3 s for the rest).
    jest.useFakeTimers();
    const fetchMock = fakeApi({
      '/api/facility-pages/37': { status: 500, message: 'Database down' },
    });
    renderFacilityPage(DETAIL_ROUTE, '/facility-pages/37', <FacilityDetailPage />);
    expect(
      await screen.findByText('Error fetching facility data: Database down'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('the facilities list', () => {
  it('groups the facilities by type, each name linking to its page', async () => {
    fakeApi({
      '/api/facility-pages': [
        {
          facility_ndx: 41,
          facility_name: 'Sand Hill Recharge',
          facility_type_ndx: 2,
          facility_type_desc: 'Recharge',
          display_order: 3,
        },
        {
          facility_ndx: 37,
          facility_name: 'Lupton Bottoms Storage',
          facility_type_ndx: 1,
          facility_type_desc: 'Storage',
          display_order: 1,
        },
      ],
    });
    renderFacilityPage('/facility-pages', '/facility-pages', <FacilitiesListPage />);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Recharge', 'Storage']);
    expect(screen.getByRole('link', { name: 'Lupton Bottoms Storage' })).toHaveAttribute(
      'href',
      '/facility-pages/37',
    );
  });

  it("shows the spec's message when the list cannot be fetched", async () => {
    fakeApi({ '/api/facility-pages': { status: 500, message: 'Database down' } });
    renderFacilityPage('/facility-pages', '/facility-pages', <FacilitiesListPage />);
    expect(await screen.findByText('Error fetching facilities: Database down')).toBeInTheDocument();
  });
});
