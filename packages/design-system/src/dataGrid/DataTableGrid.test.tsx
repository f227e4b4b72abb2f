import { render, screen } from '@testing-library/react';
import DataTableGrid from './DataTableGrid';

const columns = [{ field: 'name', headerName: 'Name' }];

describe('DataTableGrid', () => {
  it('shows a bar while rows it shows are fetched again, and keeps it out of the grid ARIA allows only rows in', async () => {
    render(
      <DataTableGrid
        label="Contacts"
        rows={[{ id: 1, name: 'Ada' }]}
        columns={columns}
        loading
        height={300}
      />,
    );
    const grid = await screen.findByRole('grid', { name: 'Contacts' });
    const bar = grid.querySelector('.MuiLinearProgress-root');
    expect(bar).toBeVisible();
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
