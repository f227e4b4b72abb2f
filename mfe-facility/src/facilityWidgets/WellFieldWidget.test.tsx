import { screen } from '@testing-library/react';
import { fakeApi, renderAreaPage, visitAnonymously } from '@headgate/platform/testing';
import { WellFieldWidget } from './WellFieldWidget';

const DISPLAY = '/api/get-display-facility';

beforeEach(() => visitAnonymously());
afterEach(() => jest.useRealTimers());

describe('the well field widget (facility 1778)', () => {
  it("shows the spec's current week message when its calls fail", async () => {
    // Server failures are asked again before the message shows: fake time waits the retries out.
    jest.useFakeTimers();
    fakeApi({
      [`${DISPLAY}/eccv-current-totals`]: { status: 500, message: 'Database down' },
      [`${DISPLAY}/eccv-current-values-by-well/graph`]: { status: 500, message: 'Database down' },
      [`${DISPLAY}/eccv-current-values-by-well/table`]: { status: 500, message: 'Database down' },
    });
    renderAreaPage('/facility-pages/:id', '/facility-pages/1778', <WellFieldWidget />, {
      title: 'Facility Details',
      breadcrumb: 'Facility',
    });
    const messages = await screen.findAllByText(
      'Error fetching current week data analysis: Database down',
    );
    expect(messages).toHaveLength(2);
  });
});
