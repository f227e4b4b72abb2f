import { render, screen } from '@testing-library/react';
import DataTableGrid from './DataTableGrid';

const columns = [{ field: 'name', headerName: 'Name' }];

describe('DataTableGrid', () => {
  it('names its loading bar after the table while rows it shows are fetched again', async () => {
    render(
      <DataTableGrid
        label="Contacts"
        rows={[{ id: 1, name: 'Ada' }]}
        columns={columns}
        loading
        height={300}
      />,
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading Contacts' })).toBeVisible();
  });
});
