import { act, render, screen } from '@testing-library/react';
import { ToastHost } from './ToastHost';
import { FALLBACK_ERROR_MESSAGE, TOAST_AUTO_HIDE_MS, showToast, useToastStore } from './toastStore';

beforeEach(() => {
  jest.useFakeTimers();
  useToastStore.setState({ toast: null });
});
afterEach(() => jest.useRealTimers());

describe('toast', () => {
  it('shows at the bottom right and hides itself after 6000 ms', () => {
    render(<ToastHost />);
    act(() => showToast('success', 'New entry was saved to the database'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('New entry was saved to the database');
    expect(alert.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginBottomRight');

    act(() => jest.advanceTimersByTime(TOAST_AUTO_HIDE_MS - 100));
    expect(useToastStore.getState().toast).not.toBeNull();
    act(() => jest.advanceTimersByTime(200));
    expect(useToastStore.getState().toast).toBeNull();
  });

  it('stays when persistent', () => {
    render(<ToastHost />);
    act(() => showToast('error', 'Associations could not be saved.', { persistent: true }));
    act(() => jest.advanceTimersByTime(TOAST_AUTO_HIDE_MS * 3));
    expect(screen.getByRole('alert')).toHaveTextContent('Associations could not be saved.');
  });

  it('says "Something went wrong" when an error has no message', () => {
    render(<ToastHost />);
    act(() => showToast('error', ''));
    expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK_ERROR_MESSAGE);
  });
});
