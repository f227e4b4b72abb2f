import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifeCycles } from 'single-spa';
import type { RemoteMountProps } from '@headgate/platform';
import { keepLoadTickets } from '../discovery/loadTickets';
import { answer, stubFetch } from '../testing/fetchStub';
import { loadRemoteLifecycles } from './remoteLoader';
import { RemoteArea } from './RemoteArea';

jest.mock('./remoteLoader', () => ({
  loadRemoteLifecycles: jest.fn(),
  loadedVersion: () => '0.1.0',
}));
const load = jest.mocked(loadRemoteLifecycles);
const fetchMock = stubFetch();

/** single-spa passes parcels the element to render into. */
const elementOf = (props: object) => (props as { domElement: HTMLElement }).domElement;

/** Lifecycles that write a line of text into the element the shell gives them. */
function lifecyclesRendering(
  text: string,
  mount?: () => Promise<void>,
): LifeCycles<RemoteMountProps> {
  return {
    bootstrap: () => Promise.resolve(),
    mount:
      mount ??
      ((props) => {
        elementOf(props).textContent = text;
        return Promise.resolve();
      }),
    unmount: (props) => {
      elementOf(props).textContent = '';
      return Promise.resolve();
    },
  };
}

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteArea', () => {
  it('mounts the remote as a parcel in the content area', async () => {
    load.mockResolvedValue(lifecyclesRendering('Alerts Management'));
    render(<RemoteArea remoteId="mfe-admin" />);
    expect(await screen.findByText('Alerts Management')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe-admin', { retry: false });
  });

  it('shows the unavailable panel when the remote cannot be loaded, and Retry recovers', async () => {
    load
      .mockRejectedValueOnce(new Error('manifest 404'))
      .mockResolvedValue(lifecyclesRendering('Facilities'));
    render(<RemoteArea remoteId="mfe-facility" />);

    expect(await screen.findByText('This area is unavailable')).toBeInTheDocument();
    expect(
      screen.getByText(/Facility Pages \(mfe-facility\) could not be loaded/),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Facilities')).toBeInTheDocument();
    expect(screen.queryByText('This area is unavailable')).not.toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mfe-facility', { retry: true });
  });

  it('shows the unavailable panel when the remote throws while mounting', async () => {
    load.mockResolvedValue(
      lifecyclesRendering('never', () => Promise.reject(new Error('mount exploded'))),
    );
    render(<RemoteArea remoteId="mfe-mobile" />);
    expect(await screen.findByText('This area is unavailable')).toBeInTheDocument();
    expect(screen.getByText(/Mobile Tracker \(mfe-mobile\)/)).toBeInTheDocument();
    // No ticket for this version: no report went out, so there is no reference to quote.
    expect(screen.getByRole('alert')).not.toHaveTextContent('reference');
  });

  it('shows the reference a reported failure went under, for the user to quote', async () => {
    fetchMock.mockReturnValue(answer(204, null));
    keepLoadTickets({
      microFrontends: {},
      loadTickets: { 'mfe-mobile@0.1.0': 'load-7.mk2x.tag' },
    });
    load.mockResolvedValue(
      lifecyclesRendering('never', () => Promise.reject(new Error('mount exploded'))),
    );
    render(<RemoteArea remoteId="mfe-mobile" />);
    expect(await screen.findByText('load-7')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Mobile Tracker (mfe-mobile) could not be loaded. The rest of Headgate keeps working; try again in a moment. (reference load-7)',
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({
      kind: 'mount-error',
      ticket: 'load-7.mk2x.tag',
    });
  });
});
