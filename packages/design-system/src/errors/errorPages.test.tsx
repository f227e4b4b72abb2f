import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@headgate/routing';
import { NotFoundPage } from './NotFoundPage';
import { UnauthorizedPage } from './UnauthorizedPage';

describe('404 page', () => {
  it('says the page was not found and leads back home', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('Page not found.')).toBeInTheDocument();
    expect(
      screen.getByText('The page you are looking for might have been removed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to website' })).toHaveAttribute('href', '/');
  });
});

describe('Unauthorized screen', () => {
  it('names the path, explains, and goes back one step', async () => {
    render(
      <MemoryRouter
        initialEntries={['/facility-pages', '/admin/users-management']}
        initialIndex={1}
      >
        <Routes>
          <Route path="/admin/users-management" element={<UnauthorizedPage />} />
          <Route path="/facility-pages" element={<p>Facilities list</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
    expect(screen.getByText('/admin/users-management')).toBeInTheDocument();
    expect(
      screen.getByText('You do not have permission to access this resource.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Previous Page' }));
    expect(screen.getByText('Facilities list')).toBeInTheDocument();
  });
});
