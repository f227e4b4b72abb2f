import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeaturePopup } from './FeaturePopup';
import type { PopupFeature } from './popupFeatures';
import {
  diversionPoints,
  publicLocations,
  riverCalls,
  unitedLocations,
} from './testing/testLayers';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const united: PopupFeature = {
  layer: unitedLocations,
  id: 7,
  properties: {
    facility_ndx: 12,
    location_name: 'Henderson Ditch',
    reporting_status_desc: 'Reporting',
    last_report: hoursAgo(3.5),
    has_flow_graph: true,
  },
};
const call: PopupFeature = {
  layer: riverCalls,
  properties: { structure_name: 'Fulton Ditch Call', call_type: 'Call', last_report: hoursAgo(50) },
};
const ditch: PopupFeature = {
  layer: diversionPoints,
  properties: { StructName: 'Brighton Ditch', AssocPermi: null },
};

function renderPopup(
  features: PopupFeature[],
  props: Partial<Parameters<typeof FeaturePopup>[0]> = {},
) {
  const onClose = jest.fn();
  const view = render(<FeaturePopup features={features} onClose={onClose} {...props} />);
  return { ...view, onClose };
}

describe('FeaturePopup', () => {
  it('is a dialog named by its title, with a labelled table', () => {
    renderPopup([united]);
    const dialog = screen.getByRole('dialog', { name: 'Henderson Ditch' });
    expect(within(dialog).getByRole('heading', { name: 'Henderson Ditch' })).toBeInTheDocument();
    const details = within(dialog).getByRole('region', { name: 'Henderson Ditch details' });
    expect(details).toHaveAttribute('tabindex', '0');
    const table = within(details).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Reporting Status' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Reporting' })).toBeInTheDocument();
    expect(within(table).queryByText('has_flow_graph')).not.toBeInTheDocument();
  });

  it('pages through the features one at a time, starting at page 1 and wrapping around', async () => {
    renderPopup([united, call, ditch]);
    const previous = screen.getByRole('button', { name: 'Previous feature' });
    const next = screen.getByRole('button', { name: 'Next feature' });
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('Henderson Ditch');

    await userEvent.click(next);
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('Fulton Ditch Call');
    await userEvent.click(next);
    expect(screen.getByRole('heading')).toHaveTextContent('Brighton Ditch');
    await userEvent.click(next);
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    await userEvent.click(previous);
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    expect(previous).toHaveFocus();
  });

  it('pages with the arrow keys and closes with Escape', async () => {
    const { onClose } = renderPopup([united, call]);
    act(() => screen.getByRole('button', { name: 'Next feature' }).focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('starts again at page 1 for the features of a new click', async () => {
    const { rerender, onClose } = renderPopup([united, call]);
    await userEvent.click(screen.getByRole('button', { name: 'Next feature' }));
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    rerender(<FeaturePopup features={[call, ditch]} onClose={onClose} />);
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading')).toHaveTextContent('Fulton Ditch Call');
  });

  it('shows no pager for a single feature', () => {
    renderPopup([united]);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('closes from the close button', async () => {
    const { onClose } = renderPopup([united]);
    await userEvent.click(screen.getByRole('button', { name: 'Close popup' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('opens the facility page of a United location in a new tab', () => {
    renderPopup([united]);
    const link = screen.getByRole('link', { name: 'View Facility Page' });
    expect(link).toHaveAttribute('href', '/facility-pages/12');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('offers no facility page outside United locations', () => {
    renderPopup([
      { layer: publicLocations, properties: { location_name: 'Gage', facility_ndx: 12 } },
    ]);
    expect(screen.queryByRole('link', { name: 'View Facility Page' })).not.toBeInTheDocument();
  });

  it('toggles Detailed Results for a location with series', async () => {
    const onDetailedResults = jest.fn();
    const { rerender, onClose } = renderPopup([united], { onDetailedResults });
    const toggle = screen.getByRole('button', { name: 'Detailed Results' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(onDetailedResults).toHaveBeenCalledWith(united);
    rerender(
      <FeaturePopup
        features={[united]}
        onClose={onClose}
        onDetailedResults={onDetailedResults}
        isDetailedResultsOpen={(feature) => feature === united}
      />,
    );
    expect(screen.getByRole('button', { name: 'Detailed Results' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers no Detailed Results without series or without a handler', () => {
    const { unmount } = renderPopup([call], { onDetailedResults: jest.fn() });
    expect(screen.queryByRole('button', { name: 'Detailed Results' })).not.toBeInTheDocument();
    unmount();
    renderPopup([united]);
    expect(screen.queryByRole('button', { name: 'Detailed Results' })).not.toBeInTheDocument();
  });

  it("tells how old a location's data is, and only for locations", async () => {
    renderPopup([united, call]);
    expect(screen.getByTestId('report-age')).toHaveTextContent('last report 3 h ago');
    await userEvent.click(screen.getByRole('button', { name: 'Next feature' }));
    expect(screen.queryByTestId('report-age')).not.toBeInTheDocument();
  });

  it('marks a location stale after 24 h', () => {
    renderPopup([{ ...united, properties: { ...united.properties, last_report: hoursAgo(30) } }]);
    expect(screen.getByTestId('report-age')).toHaveTextContent('last report 30 h ago (stale)');
  });

  it('shows N/A for a missing diversion-point value', () => {
    renderPopup([ditch]);
    expect(screen.getByRole('rowheader', { name: 'Permit' })).toHaveStyle({ width: '42%' });
    expect(screen.getByRole('cell', { name: 'N/A' })).toBeInTheDocument();
  });

  it('renders nothing without features', () => {
    const { container } = renderPopup([]);
    expect(container).toBeEmptyDOMElement();
  });
});
