import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DrillDownControls } from './DrillDownControls';
import { initialSelection, type DrillDownSelection } from './drillDownSelection';

function renderControls(selection: DrillDownSelection) {
  const onChange = jest.fn();
  render(
    <DrillDownControls
      selection={selection}
      parameters={[{ parameter_ndx: 67, parameter_name: 'Flow', units: 'cfs' }]}
      locations={[
        { location_ndx: 1, location_id: 'A', location_name: 'Inlet', legend_color: '#112233' },
      ]}
      onChange={onChange}
    />,
  );
  return onChange;
}

async function optionsOf(select: string) {
  await userEvent.click(screen.getByRole('combobox', { name: select }));
  return within(screen.getByRole('listbox')).getAllByRole('option');
}

describe('the drill-down controls (spec/public-map.md §9)', () => {
  it("offers the spec's two time intervals, 15-minute data first", async () => {
    renderControls(initialSelection());
    expect(screen.getByRole('combobox', { name: 'Time interval' })).toHaveTextContent(
      '15-Minute Data',
    );
    const options = await optionsOf('Time interval');
    expect(options.map((option) => option.textContent)).toEqual([
      '15-Minute Data',
      'Daily Data (midnight to midnight)',
    ]);
  });

  it('offers 365, 90, 45, 30, 10 and 3 days, but not 365 and 90 for 15-minute data', async () => {
    renderControls(initialSelection());
    expect(screen.getByRole('combobox', { name: 'Days range' })).toHaveTextContent('Last 3 days');
    const options = await optionsOf('Days range');
    expect(options.map((option) => option.textContent)).toEqual([
      'Last 365 days',
      'Last 90 days',
      'Last 45 days',
      'Last 30 days',
      'Last 10 days',
      'Last 3 days',
    ]);
    const disabled = options.filter((option) => option.getAttribute('aria-disabled') === 'true');
    expect(disabled.map((option) => option.textContent)).toEqual(['Last 365 days', 'Last 90 days']);
  });

  it('offers every range for daily data', async () => {
    renderControls({ ...initialSelection(), interval: 'daily' });
    const options = await optionsOf('Days range');
    expect(options.some((option) => option.getAttribute('aria-disabled') === 'true')).toBe(false);
  });
});
