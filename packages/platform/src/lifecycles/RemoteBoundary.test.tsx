import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteBoundary } from './RemoteBoundary';

let shouldThrow = true;
function FlakyPage() {
  const [label] = useState('Contacts');
  if (shouldThrow) throw new Error('render failed');
  return <p>{label}</p>;
}

describe('RemoteBoundary', () => {
  it('replaces a crashed area with the unavailable panel, and Retry renders it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RemoteBoundary remoteId="mfe-admin">
        <FlakyPage />
      </RemoteBoundary>,
    );
    expect(screen.getByText('This area is unavailable')).toBeInTheDocument();
    expect(
      screen.getByText(/Administration \(mfe-admin\) could not be loaded/),
    ).toBeInTheDocument();

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Contacts')).toBeInTheDocument();
  });
});
