import { render, screen } from '@testing-library/react';
import { SaveSnackbar } from './SaveSnackbar';

describe('SaveSnackbar', () => {
  it("says the spec's default texts when the screen names none", () => {
    const { rerender } = render(
      <SaveSnackbar outcome="saved" onClose={() => {}} autoHideMs={6000} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Data successfully saved!');
    rerender(<SaveSnackbar outcome="failed" onClose={() => {}} autoHideMs={6000} />);
    expect(screen.getByRole('alert')).toHaveTextContent('There was an error saving the data.');
  });

  it("says the screen's own texts, and nothing before a save ends", () => {
    const { rerender } = render(
      <SaveSnackbar outcome={null} onClose={() => {}} autoHideMs={6000} savedText="Kept." />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <SaveSnackbar outcome="saved" onClose={() => {}} autoHideMs={6000} savedText="Kept." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Kept.');
  });
});
