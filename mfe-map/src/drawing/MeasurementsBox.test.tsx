import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@headgate/design-system';
import { BLANK_READOUTS, type MeasurementReadouts } from './measurements';
import { MeasurementsBox } from './MeasurementsBox';

const READOUTS: MeasurementReadouts = {
  circleRadius: '1,234.6 ft',
  lineLength: '5,280.0 ft (1.00 mi)',
  polygonArea: '3.00 acres (130,685 sq ft)',
  pointCoordinates: '39.922400, -104.868855',
};

const writeText = jest.fn<Promise<void>, [string]>();

function renderBox(readouts = READOUTS) {
  const onReset = jest.fn();
  const onHide = jest.fn();
  const view = render(<MeasurementsBox readouts={readouts} onReset={onReset} onHide={onHide} />);
  return { ...view, onReset, onHide };
}

beforeEach(() => {
  useToastStore.setState({ toast: null });
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

describe('MeasurementsBox', () => {
  it('shows the four readouts under the titles of the spec', () => {
    renderBox();
    const box = screen.getByRole('region', { name: 'Measurements Details' });
    const titles = within(box)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(titles).toEqual([
      'Most recently edited circle radius',
      'Most recently edited line length',
      'Total polygon area',
      'Most recently edited point coordinates',
    ]);
    expect(
      within(box).getByRole('button', { name: 'Copy most recently edited circle radius' }),
    ).toHaveTextContent('1,234.6 ft');
    expect(within(box).getByRole('button', { name: 'Copy total polygon area' })).toHaveTextContent(
      '3.00 acres (130,685 sq ft)',
    );
  });

  it('copies a value on click and says so', async () => {
    renderBox();
    await userEvent.click(
      screen.getByRole('button', { name: 'Copy most recently edited line length' }),
    );
    expect(writeText).toHaveBeenCalledWith('5,280.0 ft (1.00 mi)');
    expect(useToastStore.getState().toast).toMatchObject({
      severity: 'success',
      message: 'Copied to clipboard: 5,280.0 ft (1.00 mi)',
    });
  });

  it('says why a copy failed', async () => {
    writeText.mockRejectedValue(new Error('Permission denied'));
    renderBox();
    await userEvent.click(
      screen.getByRole('button', { name: 'Copy most recently edited point coordinates' }),
    );
    expect(useToastStore.getState().toast).toMatchObject({
      severity: 'error',
      message: 'Error copying text: Permission denied',
    });
  });

  it('shows a blank readout as a dash that copies nothing', async () => {
    renderBox({ ...BLANK_READOUTS, lineLength: '10.0 ft (0.00 mi)' });
    const circle = screen.getByRole('button', { name: 'Copy most recently edited circle radius' });
    expect(circle).toHaveTextContent('—');
    expect(circle).toBeDisabled();
  });

  it('Reset and Hide do what they say', async () => {
    const { onReset, onHide } = renderBox();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('is not shown when there is nothing to read out', () => {
    renderBox(BLANK_READOUTS);
    expect(screen.queryByRole('region', { name: 'Measurements Details' })).not.toBeInTheDocument();
  });
});
