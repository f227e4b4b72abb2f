import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { ShellPartBoundary } from './ShellPartBoundary';

describe('ShellPartBoundary', () => {
  it('says why a part of the shell did not load and offers a reload, instead of a blank page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Layout = lazy(() => Promise.reject(new Error('Loading chunk 5025 failed.')));
    render(
      <ShellPartBoundary>
        <Suspense fallback={null}>
          <Layout />
        </Suspense>
      </ShellPartBoundary>,
    );
    expect(
      await screen.findByText('An error has occurred: Loading chunk 5025 failed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows its content when nothing fails', () => {
    render(
      <ShellPartBoundary>
        <h1>Public Map</h1>
      </ShellPartBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Public Map' })).toBeInTheDocument();
  });
});
