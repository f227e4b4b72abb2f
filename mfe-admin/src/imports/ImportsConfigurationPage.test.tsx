import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@headgate/design-system';
import { fakeApi, renderAreaPage, visitAnonymously } from '@headgate/platform/testing';
import { preloadDataGrid } from '@headgate/design-system/testing';
import { ImportsConfigurationPage } from './ImportsConfigurationPage';

const ROUTE = '/data-access/system-management/imports-configuration';
const LISTS = {
  '/api/import-data-sources': [],
  '/api/alerts-list-locations': [{ location_ndx: 1, location_name: 'Reservoir Inlet' }],
  '/api/list-all-parameters': [{ parameter_ndx: 67, parameter_name: 'Flow', units: 'cfs' }],
  '/api/list-units': [{ unit_ndx: 1, unit_desc: 'cfs' }],
  '/api/list-sources': [{ datasrc_ndx: 1, data_source: 'District telemetry' }],
  '/api/list-import-delimiter': [{ delimiter_ndx: 2, delimiter_desc: 'Comma' }],
};

preloadDataGrid();
beforeEach(() => {
  visitAnonymously();
  useToastStore.setState({ toast: null });
});

describe('the import form', () => {
  it("blocks 'e' and '.' in every numeric field; only Retain Days takes '-'", async () => {
    fakeApi(LISTS);
    renderAreaPage(ROUTE, ROUTE, <ImportsConfigurationPage />, {
      title: 'Imports Configuration',
      breadcrumb: 'System Management',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add import' }));
    const form = screen.getByRole('region', { name: 'New Import Configuration' });
    const numeric = within(form).getAllByRole('spinbutton');
    const named = (field: HTMLElement) => field.getAttribute('name') ?? field.id;
    expect(numeric.length).toBeGreaterThanOrEqual(9);
    for (const field of numeric) {
      for (const key of ['e', 'E', '.'])
        expect([named(field), key, fireEvent.keyDown(field, { key })]).toEqual([
          named(field),
          key,
          false,
        ]);
      expect(fireEvent.keyDown(field, { key: '5' })).toBe(true);
    }
    const retain = within(form).getByRole('spinbutton', { name: /Retain Days/ });
    expect(fireEvent.keyDown(retain, { key: '-' })).toBe(true);
    for (const field of numeric.filter((other) => other !== retain))
      expect([named(field), fireEvent.keyDown(field, { key: '-' })]).toEqual([named(field), false]);
    expect(within(form).getByRole('button', { name: 'Create' })).toBeDisabled();
  });
});
