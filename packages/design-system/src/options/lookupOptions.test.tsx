import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod';
import { FormSelect } from '../forms/FormFields';
import { useSchemaForm } from '../forms/useSchemaForm';
import { lookupOptions } from './lookupOptions';

const UNITS = [
  { unit_ndx: 3, unit_desc: 'Cubic feet per second', unit_abbrev: 'cfs' },
  { unit_ndx: 7, unit_desc: 'Acre-feet', unit_abbrev: 'af' },
];

describe('a lookup list as select options', () => {
  it("takes each row's id as the value and its name as the text", () => {
    expect(lookupOptions(UNITS, 'unit_ndx', 'unit_desc')).toEqual([
      { value: 3, label: 'Cubic feet per second' },
      { value: 7, label: 'Acre-feet' },
    ]);
  });

  it('writes the text from the row when no one field says it', () => {
    expect(
      lookupOptions(UNITS, 'unit_ndx', (unit) => `${unit.unit_desc} (${unit.unit_abbrev})`),
    ).toEqual([
      { value: 3, label: 'Cubic feet per second (cfs)' },
      { value: 7, label: 'Acre-feet (af)' },
    ]);
  });

  it('offers nothing while the list is still loading', () => {
    const loading = undefined as typeof UNITS | undefined;
    expect(lookupOptions(loading, 'unit_ndx', 'unit_desc')).toEqual([]);
  });

  it("gives a schema form's select the row's id, as the number it is", async () => {
    const schema = z.object({ unit_ndx: z.number().nullable() });
    const onSave = jest.fn();
    function UnitForm() {
      const form = useSchemaForm(schema, { unit_ndx: null });
      return (
        <form onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
          <FormSelect
            control={form.control}
            name="unit_ndx"
            label="Units"
            options={lookupOptions(UNITS, 'unit_ndx', 'unit_desc')}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<UnitForm />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Units' }));
    await userEvent.click(screen.getByRole('option', { name: 'Acre-feet' }));
    expect(screen.getByRole('combobox', { name: 'Units' })).toHaveTextContent('Acre-feet');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ unit_ndx: 7 }, expect.anything());
  });
});
