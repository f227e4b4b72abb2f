import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapFilters } from '@headgate/contracts';
import type { ColorBy } from '../colorBy';
import { useLocationFilters } from '../locationFilters';
import { useLocationFilterStore } from '../locationFilters/locationFilterStore';
import { FilterBar, type FilterBarProps } from './FilterBar';
import { fakeApi } from './testing/fakeApi';
import { renderWithQueries } from './testing/renderWithQueries';

const options: MapFilters = {
  reportingStatus: [
    { value: 'Reporting', display: 'Reporting' },
    { value: 'Not Reporting', display: 'Not Reporting' },
    { value: 'No Data', display: 'No Data' },
  ],
  locationTypes: [
    { value: 'Stream Gage', display: 'Stream Gage' },
    { value: 'Well', display: 'Well' },
  ],
};

type BarProps = Partial<Omit<FilterBarProps, 'filters'>>;

/** The bar as the map page uses it: the selection from the shared location filters. */
function Bar(props: BarProps) {
  const filterOptions = 'filterOptions' in props ? props.filterOptions : options;
  const filters = useLocationFilters(filterOptions);
  return (
    <FilterBar
      signedIn
      colorBy="default"
      onColorByChange={() => undefined}
      onLocationPicked={() => undefined}
      onExport={() => undefined}
      {...props}
      filterOptions={filterOptions}
      filters={filters}
    />
  );
}

beforeEach(() => {
  fakeApi({});
  act(() =>
    useLocationFilterStore.setState({ chosen: { reportingStatus: null, locationTypes: null } }),
  );
});

// While a select's list is open the rest of the page is hidden from assistive technology.
const closedSelect = (name: string) => screen.getByRole('combobox', { name, hidden: true });

async function openSelect(name: string) {
  await userEvent.click(await screen.findByRole('combobox', { name }));
  return screen.findByRole('listbox');
}

describe('FilterBar', () => {
  it('shows an anonymous visitor only the search and the export', () => {
    renderWithQueries(<Bar signedIn={false} filterOptions={undefined} />);
    expect(screen.getByRole('combobox', { name: 'Search locations' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Reporting Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Location Types' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Color By' })).not.toBeInTheDocument();
  });

  it('hides the filters from anonymous visitors even when options are at hand', () => {
    renderWithQueries(<Bar signedIn={false} />);
    expect(screen.queryByRole('combobox', { name: 'Reporting Status' })).not.toBeInTheDocument();
  });

  it('shows a signed-in user both filters with every option selected, and colour-by', async () => {
    renderWithQueries(<Bar />);
    expect(await screen.findByRole('combobox', { name: 'Reporting Status' })).toHaveTextContent(
      'All',
    );
    expect(screen.getByRole('combobox', { name: 'Location Types' })).toHaveTextContent('All');
    expect(screen.getByRole('combobox', { name: 'Color By' })).toHaveTextContent('Default');
  });

  it('shows the colour-by and no filters while the options load', async () => {
    renderWithQueries(<Bar filterOptions={undefined} />);
    expect(await screen.findByRole('combobox', { name: 'Color By' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Reporting Status' })).not.toBeInTheDocument();
  });

  it('says so when the filter options could not be loaded', async () => {
    renderWithQueries(
      <Bar filterOptions={undefined} filterOptionsError={new Error('Server unavailable')} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The filters could not be loaded: Server unavailable',
    );
  });

  it('selects none, toggles one and selects all again', async () => {
    renderWithQueries(<Bar />);
    let list = await openSelect('Reporting Status');
    await userEvent.click(within(list).getByRole('option', { name: 'Select None' }));
    expect(useLocationFilterStore.getState().chosen.reportingStatus).toEqual([]);
    expect(closedSelect('Reporting Status')).toHaveTextContent('None');

    await userEvent.click(within(list).getByRole('option', { name: 'No Data' }));
    expect(closedSelect('Reporting Status')).toHaveTextContent('No Data');
    expect(within(list).getByRole('option', { name: 'No Data' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(list).getByRole('option', { name: 'Reporting' }));
    expect(closedSelect('Reporting Status')).toHaveTextContent('2 of 3');

    await userEvent.click(within(list).getByRole('option', { name: 'Select All' }));
    expect(closedSelect('Reporting Status')).toHaveTextContent('All');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    list = await openSelect('Location Types');
    await userEvent.click(within(list).getByRole('option', { name: 'Well' }));
    expect(useLocationFilterStore.getState().chosen).toEqual({
      reportingStatus: null,
      locationTypes: ['Stream Gage'],
    });
  });

  it('changes the colour-by', async () => {
    const onColorByChange = jest.fn<void, [ColorBy]>();
    renderWithQueries(<Bar onColorByChange={onColorByChange} />);
    const list = await openSelect('Color By');
    await userEvent.click(within(list).getByRole('option', { name: 'Location Types' }));
    expect(onColorByChange).toHaveBeenCalledWith('locationTypes');
  });

  it('exports with Print PDF, or with the choice made in the menu', async () => {
    const onExport = jest.fn();
    renderWithQueries(<Bar signedIn={false} filterOptions={undefined} onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print PDF' }));
    expect(onExport).toHaveBeenLastCalledWith('pdf');

    const opener = screen.getByRole('button', { name: 'Choose an export' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(opener);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Print PDF', 'Save PNG']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Save PNG' }));
    expect(onExport).toHaveBeenLastCalledWith('png');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Save PNG' }));
    expect(onExport).toHaveBeenLastCalledWith('png');
    expect(onExport).toHaveBeenCalledTimes(3);
  });

  it('shows an export under way: the export buttons are busy and disabled', () => {
    renderWithQueries(<Bar signedIn={false} filterOptions={undefined} exporting />);
    expect(screen.getByRole('group', { name: 'Export the map' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Print PDF' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose an export' })).toBeDisabled();
  });
});
