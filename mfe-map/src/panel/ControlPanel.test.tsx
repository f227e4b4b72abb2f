import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { legendSections } from '../layers/layerGroups';
import { mapLayer } from '../layers/testing/mapLayerFixture';
import { useMapSettingsStore } from '../mapState/mapSettingsStore';
import { useMapClickOwnerStore } from '../mapTools/mapClickOwnerStore';
import { ControlPanel } from './ControlPanel';

// Jest cannot load the SVG previews webpack bundles; their URLs do not matter here.
jest.mock('../basemaps/previews', () => ({
  BASEMAP_PREVIEWS: {
    outdoors: 'o.svg',
    satellite: 's.svg',
    streets: 'st.svg',
    light: 'l.svg',
    dark: 'd.svg',
  },
}));

const sections = legendSections([
  mapLayer({ id: 'gages', name: 'Stream Gages', legendGroup: 'Locations', legendOrder: 1 }),
  mapLayer({
    id: 'wells',
    name: 'Wells',
    legendGroup: 'CDSS',
    legendOrder: 2,
    layout: { visibility: 'none' },
  }),
  mapLayer({
    id: 'wd-fill',
    type: 'fill',
    name: 'Water Districts',
    legendGroup: 'Boundaries',
    layerGroup: 'wd',
    legendOrder: 3,
  }),
  mapLayer({
    id: 'wd-line',
    type: 'line',
    legendGroup: 'Boundaries',
    layerGroup: 'wd',
    legendOrder: 4,
  }),
]);

function renderPanel(smallScreen = false) {
  return render(
    <ControlPanel
      smallScreen={smallScreen}
      sections={sections}
      layersLoading={false}
      layersFailed={false}
    />,
  );
}

beforeEach(() => useMapSettingsStore.getState().restore({}));

describe('ControlPanel', () => {
  it('opens Layers on a large screen, one section at a time, 315 px wide', async () => {
    const { container } = renderPanel();
    expect(screen.getByRole('region', { name: 'Map controls' })).toBeInTheDocument();
    expect(container.querySelector('[data-panel-width]')).toHaveAttribute(
      'data-panel-width',
      '315',
    );
    expect(screen.getByRole('button', { name: 'Layers' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Basemaps' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Basemaps' }));
    expect(screen.getByRole('button', { name: 'Basemaps' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Layers' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Radius Tool (Buffers)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('lists layer groups under their legend group with a labelled switch each', async () => {
    renderPanel();
    const cdss = screen.getByRole('region', { name: 'CDSS' });
    const wells = within(cdss).getByRole('switch', { name: 'Wells' });
    expect(wells).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Stream Gages' })).toBeChecked();

    await userEvent.click(wells);
    expect(wells).toBeChecked();
    expect(useMapSettingsStore.getState().groupVisibility).toEqual({ wells: true });
  });

  it('offers an opacity slider only for groups with fill layers', () => {
    renderPanel();
    expect(screen.getAllByRole('slider')).toHaveLength(1);
    const slider = screen.getByRole('slider', { name: 'Water Districts opacity' });
    fireEvent.change(slider, { target: { value: 40 } });
    expect(useMapSettingsStore.getState().groupOpacity).toEqual({ wd: 0.4 });
    expect(slider).toHaveAttribute('aria-valuetext', '40%');
  });

  it('chooses a basemap from the previews', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Basemaps' }));
    const basemaps = screen.getByRole('radiogroup', { name: 'Basemap' });
    expect(
      within(basemaps)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Outdoors', 'Satellite', 'Streets', 'Light', 'Dark']);
    expect(within(basemaps).getByRole('radio', { name: 'Outdoors' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(basemaps).getByRole('radio', { name: 'Dark' }));
    expect(useMapSettingsStore.getState().basemap).toBe('dark');
    expect(within(basemaps).getByRole('radio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('opens the Radius Tool in place of Layers; map clicks are its own while it is open', async () => {
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Radius Tool (Buffers)' }));
    expect(screen.getByRole('button', { name: 'Layers' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(await screen.findByRole('group', { name: 'Buffer 1' })).toBeInTheDocument();
    expect(useMapClickOwnerStore.getState().owner).toBe('buffers');

    await userEvent.click(screen.getByRole('button', { name: 'Basemaps' }));
    await waitFor(() => expect(useMapClickOwnerStore.getState().owner).toBeNull());
  });

  it('is a 75 px rail on a small screen that opens to 225 px', async () => {
    const { container } = renderPanel(true);
    const width = () =>
      container.querySelector('[data-panel-width]')?.getAttribute('data-panel-width');
    expect(width()).toBe('75');
    await userEvent.click(screen.getByRole('button', { name: 'Layers' }));
    expect(width()).toBe('225');
    expect(screen.getByRole('switch', { name: 'Stream Gages' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Layers' }));
    expect(width()).toBe('75');
  });

  it("says 'No layers found' when the layers call answered none", () => {
    render(
      <ControlPanel smallScreen={false} sections={[]} layersLoading={false} layersFailed={false} />,
    );
    expect(screen.getByText('No layers found')).toBeVisible();
  });
});
