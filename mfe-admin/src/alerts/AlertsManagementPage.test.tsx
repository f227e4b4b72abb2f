import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_MESSAGES, RECORD_TOASTS } from '@headgate/contracts';
import { useToastStore } from '@headgate/design-system';
import { fakeApi, renderAreaPage, visitAnonymously } from '@headgate/platform/testing';
import { preloadDataGrid } from '@headgate/design-system/testing';
import { answerWrites } from '../testing/answerWrites';
import { AlertsManagementPage } from './AlertsManagementPage';

const ROUTE = '/data-access/system-management/alerts-management';
const LISTS = {
  '/api/alerts-management-table': [],
  '/api/alerts-list-alert-types': [{ alert_type_ndx: 1, alert_type: 'Above trigger value' }],
  '/api/alerts-list-locations': [
    { location_ndx: 1, location_name: 'Lupton Bottoms Reservoir' },
    { location_ndx: 2, location_name: 'Lupton Bottoms Reservoir Inlet' },
  ],
  '/api/alerts-list-parameters': [
    { parameter_ndx: 1539, parameter_name: 'Water Level', units: 'ft', location_ndx: 1 },
    { parameter_ndx: 67, parameter_name: 'Flow', units: 'cfs', location_ndx: 2 },
  ],
  '/api/alerts-list-send-to': [
    {
      merged_address_ndx: -1,
      send_to: 'Reservoir operators',
      send_to_details: 'a@x.org',
      is_group: true,
    },
  ],
};

/** The alert the server answers the create with. */
const CREATED = {
  alert_request_ndx: 9,
  enabled: true,
  alert_type_ndx: 1,
  alert_type: 'Above trigger value',
  location_ndx: 2,
  location: 'Lupton Bottoms Reservoir Inlet',
  parameter_ndx: 67,
  parameter: 'Flow',
  units: 'cfs',
  trigger_value: 80,
  reset_hours: 12,
  merged_address_ndx: -1,
  send_to: 'Reservoir operators',
  send_to_details: 'a@x.org',
  custom_subject: null,
  custom_loc_name: null,
  notes: null,
  last_alert_sent: null,
  last_alert_sent_to_details: null,
  most_recent_value: null,
  most_recent_timestamp: null,
};

const renderAlerts = () =>
  renderAreaPage(ROUTE, ROUTE, <AlertsManagementPage />, {
    title: 'Alerts Management',
    breadcrumb: 'System Management',
  });

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillAlert() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Alert' }));
  await choose(/Alert Type/, 'Above trigger value');
  await choose(/^Location/, 'Lupton Bottoms Reservoir Inlet');
  await choose(/Parameter/, 'Flow (cfs)');
  await userEvent.type(screen.getByRole('spinbutton', { name: /Trigger Value/ }), '80');
  await userEvent.type(screen.getByRole('spinbutton', { name: /Reset Hours/ }), '12');
}

preloadDataGrid();
beforeEach(() => {
  visitAnonymously();
  useToastStore.setState({ toast: null });
});

describe('Alerts Management', () => {
  it('asks for a location before a parameter and saves only a complete alert', async () => {
    const fetchMock = fakeApi({ ...LISTS, '/api/alerts-management-table': [] });
    answerWrites(fetchMock, '/api/alerts-management-table', CREATED, 201);
    renderAlerts();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Alert' }));
    const form = screen.getByRole('region', { name: 'New Alert' });
    expect(within(form).getByText(FORM_MESSAGES.selectLocationFirst)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Create' })).toBeDisabled();
    await choose(/Alert Type/, 'Above trigger value');
    await choose(/^Location/, 'Lupton Bottoms Reservoir Inlet');
    await choose(/Parameter/, 'Flow (cfs)');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Trigger Value/ }), '0');
    await userEvent.type(screen.getByRole('spinbutton', { name: /Reset Hours/ }), '12');
    expect(await within(form).findByText(FORM_MESSAGES.required)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.clear(screen.getByRole('spinbutton', { name: /Trigger Value/ }));
    await userEvent.type(screen.getByRole('spinbutton', { name: /Trigger Value/ }), '80');
    await choose(/Send To/, 'Reservoir operators (group)');
    expect(screen.getByLabelText('Send To Details')).toHaveValue('a@x.org');
    await userEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(useToastStore.getState().toast?.message).toBe(RECORD_TOASTS.created),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      enabled: true,
      alert_type_ndx: 1,
      location_ndx: 2,
      parameter_ndx: 67,
      trigger_value: 80,
      reset_hours: 12,
      merged_address_ndx: -1,
      custom_subject: null,
      custom_loc_name: null,
      notes: null,
    });
    expect(screen.queryByRole('region', { name: 'New Alert' })).not.toBeInTheDocument();
  });

  it('clears a parameter the new location does not record', async () => {
    fakeApi(LISTS);
    renderAlerts();
    await fillAlert();
    await choose(/^Location/, 'Lupton Bottoms Reservoir');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Parameter/ })).not.toHaveTextContent('Flow'),
    );
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it('shows in the outbox which server queued each message and which last tried to send it', async () => {
    fakeApi({
      ...LISTS,
      '/api/alerts-outbox': [
        {
          message_ndx: 1,
          alert_request_ndx: 9,
          created_at: '2026-11-20T12:00:00Z',
          recipients: ['a@x.org'],
          subject: 'Headgate: Inlet Flow is above 80 cfs',
          body: 'Inlet: Flow was 95 cfs.',
          status: 'failed',
          attempts: 6,
          last_error: '550 Mailbox unavailable',
          sent_at: null,
          queued_by: 'gw-1:101',
          sent_by: 'gw-2:4123',
        },
      ],
    });
    renderAlerts();
    const open = await screen.findByRole('button', { name: 'Outbox (1 message)' });
    // Closed, the outbox's table is not built at all (a second hidden grid slowed the whole page).
    expect(document.querySelector('[role="grid"][aria-label="Alert outbox"]')).toBeNull();
    await userEvent.click(open);
    const outbox = await screen.findByRole('grid', { name: 'Alert outbox' });
    expect(within(outbox).getByRole('columnheader', { name: 'Queued by' })).toBeInTheDocument();
    expect(
      within(outbox).getByRole('columnheader', { name: 'Sending server' }),
    ).toBeInTheDocument();
    expect(await within(outbox).findByRole('gridcell', { name: 'gw-1:101' })).toBeInTheDocument();
    expect(within(outbox).getByRole('gridcell', { name: 'gw-2:4123' })).toBeInTheDocument();
  });

  it("shows the server's message when the save is refused, and keeps the form", async () => {
    fakeApi({
      ...LISTS,
      '/api/alerts-management-table': {
        status: 400,
        message: 'parameter_ndx: the chosen location does not record this parameter.',
      },
    });
    renderAlerts();
    await fillAlert();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(useToastStore.getState().toast?.message).toBe(
        'parameter_ndx: the chosen location does not record this parameter.',
      ),
    );
    expect(screen.getByRole('region', { name: 'New Alert' })).toBeInTheDocument();
  });
});
