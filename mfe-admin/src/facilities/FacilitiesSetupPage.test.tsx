import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FACILITY_ABBREVIATION_HELP, FORM_MESSAGES } from '@headgate/contracts';
import { useToastStore } from '@headgate/design-system';
import { fakeApi, renderAreaPage, visitAnonymously } from '@headgate/platform/testing';
import { preloadDataGrid } from '@headgate/design-system/testing';
import { answerWrites } from '../testing/answerWrites';
import { FacilitiesSetupPage } from './FacilitiesSetupPage';

const ROUTE = '/data-access/system-management/facilities-setup';
const STORAGE = {
  facility_ndx: 37,
  facility: 'LBR',
  facility_name: 'Lupton Bottoms Storage',
  facility_type_ndx: 1,
  facility_type_desc: 'Storage',
  display_order: 1,
  axis2_min: null,
  axis2_max: null,
};
const LISTS = {
  '/api/data-list-facilities': [STORAGE],
  '/api/list-facility-types': [
    { facility_type_ndx: 1, facility_type_desc: 'Storage' },
    { facility_type_ndx: 2, facility_type_desc: 'Recharge' },
  ],
  '/api/audit': [],
};

const renderFacilities = () =>
  renderAreaPage(ROUTE, ROUTE, <FacilitiesSetupPage />, {
    title: 'Facilities Setup',
    breadcrumb: 'System Management',
  });

preloadDataGrid();
beforeEach(() => {
  visitAnonymously();
  useToastStore.setState({ toast: null });
});

describe('Facilities Setup', () => {
  it('creates only once the form is changed and named; the abbreviation may stay blank', async () => {
    const fetchMock = fakeApi(LISTS);
    const created = { ...STORAGE, facility_ndx: 38, facility: 'North Ponds' };
    answerWrites(fetchMock, '/api/data-list-facilities', created, 201);
    renderFacilities();
    await userEvent.click(await screen.findByRole('button', { name: 'Add facility' }));
    const form = screen.getByRole('region', { name: 'Creating New Facility' });
    const create = within(form).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    expect(within(form).getByText(FACILITY_ABBREVIATION_HELP)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('combobox', { name: /Facility Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Recharge' }));
    expect(create).toBeDisabled();
    await userEvent.type(within(form).getByLabelText(/Facility Name/), 'x');
    await userEvent.clear(within(form).getByLabelText(/Facility Name/));
    expect(await within(form).findByText(FORM_MESSAGES.required)).toBeInTheDocument();
    expect(create).toBeDisabled();
    await userEvent.type(within(form).getByLabelText(/Facility Name/), 'North Ponds');
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      facility: null,
      facility_name: 'North Ponds',
      facility_type_ndx: 2,
    });
  });

  it('keeps Save off until an existing facility is changed', async () => {
    fakeApi(LISTS);
    renderFacilities();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit Lupton Bottoms Storage' }),
    );
    const form = screen.getByRole('region', { name: 'Editing Existing Facility' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(within(form).getByLabelText(/Abbreviation/), '2');
    await waitFor(() => expect(save).toBeEnabled());
  });

  it("blocks 'e', '.' and '-' in the display order", async () => {
    fakeApi(LISTS);
    renderFacilities();
    await userEvent.click(await screen.findByRole('button', { name: 'Add facility' }));
    const order = screen.getByRole('spinbutton', { name: /Display Order/ });
    for (const key of ['e', 'E', '.', '-'])
      expect([key, fireEvent.keyDown(order, { key })]).toEqual([key, false]);
    expect(fireEvent.keyDown(order, { key: '7' })).toBe(true);
    const axis = screen.getByRole('spinbutton', { name: /Right Axis Minimum/ });
    expect(fireEvent.keyDown(axis, { key: '-' })).toBe(true);
    expect(fireEvent.keyDown(axis, { key: 'e' })).toBe(false);
  });
});
