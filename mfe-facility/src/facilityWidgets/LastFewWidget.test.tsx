import { screen } from '@testing-library/react';
import { fakeApi, renderAreaPage, visitAnonymously } from '@headgate/platform/testing';
import { LastFewWidget } from './LastFewWidget';

beforeEach(() => visitAnonymously());

describe('the Last Few Readings widget', () => {
  it("says 'No data available' when the facility's recent series is empty (spec §8)", async () => {
    fakeApi({ '/api/get-display-facility/lastfew/37': [] });
    renderAreaPage(
      '/facility-pages/:id',
      '/facility-pages/37',
      <LastFewWidget facilityNdx={37} />,
      {
        title: 'Facility Details',
        breadcrumb: 'Facility',
      },
    );
    expect(await screen.findByText('No data available')).toBeVisible();
    expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
  });
});
