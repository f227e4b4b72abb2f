import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMapClickOwnerStore } from '../mapTools/mapClickOwnerStore';
import { useBufferStore } from './bufferStore';
import { RadiusToolSection } from './RadiusToolSection';

const row = (number: number) => screen.getByRole('group', { name: `Buffer ${number}` });
const amount = (number: number) =>
  within(row(number)).getByRole('textbox', { name: `Buffer ${number} amount` });
const units = (number: number) =>
  within(row(number)).getByRole('combobox', { name: `Buffer ${number} units` });
const onSwitch = (number: number) =>
  within(row(number)).getByRole('switch', { name: `Buffer ${number} on` });
const status = () => screen.getByRole('status');

function showsDefaults() {
  expect([1, 2, 3, 4].map((number) => (amount(number) as HTMLInputElement).value)).toEqual([
    '0.25',
    '0.5',
    '0',
    '0',
  ]);
  for (const number of [1, 2, 3, 4]) expect(units(number)).toHaveDisplayValue('Miles');
  expect([1, 2, 3, 4].map((number) => (onSwitch(number) as HTMLInputElement).checked)).toEqual([
    true,
    true,
    false,
    false,
  ]);
}

async function drawAt(text: string) {
  const field = screen.getByRole('textbox', { name: 'Centre (Lat, Lng)' });
  await userEvent.clear(field);
  await userEvent.paste(text);
  await userEvent.click(screen.getByRole('button', { name: 'Draw rings' }));
}

beforeEach(() => {
  act(() => {
    useBufferStore.getState().reset();
    useMapClickOwnerStore.setState({ owner: null });
  });
});

describe('RadiusToolSection', () => {
  it('shows the four default buffers and nothing drawn', () => {
    render(<RadiusToolSection compact={false} />);
    showsDefaults();
    expect(within(row(1)).getByRole('textbox', { name: 'Buffer 1 amount' })).toBeValid();
    expect(screen.getByLabelText('Buffer 1 colour')).toHaveValue('#d2b48c');
    expect(status()).toHaveTextContent('No rings drawn.');
    expect(status()).toHaveAttribute('data-buffer-rings', '0');
  });

  it('draws at a typed coordinate and counts the rings it draws', async () => {
    render(<RadiusToolSection compact={false} />);
    await drawAt('Lat: 40.2672, Lng: -104.778');
    expect(status()).toHaveTextContent('2 rings around 40.26720, -104.77800');
    expect(status()).toHaveAttribute('data-buffer-rings', '2');

    await userEvent.clear(amount(3));
    await userEvent.type(amount(3), '100');
    await userEvent.selectOptions(units(3), 'Acres');
    await userEvent.click(onSwitch(3));
    expect(status()).toHaveTextContent('3 rings around');
    expect(useBufferStore.getState().rows[2]).toMatchObject({
      amount: '100',
      units: 'acres',
      enabled: true,
    });
  });

  it('says how to write a coordinate and changes nothing when the text is not one', async () => {
    render(<RadiusToolSection compact={false} />);
    await drawAt('40.2672, -104.778');
    await drawAt('Denver');
    expect(
      screen.getByText('Enter a coordinate as Lat, Lng (for example 40.2672, -104.7780).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Centre (Lat, Lng)' })).toBeInvalid();
    expect(useBufferStore.getState().centre).toMatchObject({ lat: 40.2672, lng: -104.778 });
    expect(status()).toHaveTextContent('2 rings around 40.26720, -104.77800');
  });

  it.each([
    ['-1', 'The amount must be 0 or more.'],
    ['abc', 'Enter a number, for example 0.25.'],
  ])('explains the amount %p and leaves that ring out', async (text, message) => {
    render(<RadiusToolSection compact={false} />);
    await drawAt('40.2672, -104.778');
    await userEvent.clear(amount(2));
    await userEvent.type(amount(2), text);
    expect(amount(2)).toBeInvalid();
    expect(amount(2)).toHaveAccessibleDescription(message);
    expect(status()).toHaveTextContent('1 ring around');
  });

  it('Clear removes the rings and keeps the rows', async () => {
    render(<RadiusToolSection compact />);
    await drawAt('40.2672, -104.778');
    await userEvent.clear(amount(1));
    await userEvent.type(amount(1), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(status()).toHaveTextContent('No rings drawn.');
    expect(status()).toHaveAttribute('data-buffer-rings', '0');
    expect(amount(1)).toHaveValue('2');
  });

  it('Reset brings the default rows back and clears the rings', async () => {
    render(<RadiusToolSection compact={false} />);
    await drawAt('40.2672, -104.778');
    await userEvent.clear(amount(1));
    await userEvent.type(amount(1), '2');
    await userEvent.selectOptions(units(4), 'Feet');
    await userEvent.click(onSwitch(2));
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    showsDefaults();
    expect(status()).toHaveTextContent('No rings drawn.');
    expect(screen.getByRole('textbox', { name: 'Centre (Lat, Lng)' })).toHaveValue('');
  });

  it('takes map clicks while open and gives them back when closed', () => {
    const { unmount } = render(<RadiusToolSection compact={false} />);
    expect(useMapClickOwnerStore.getState().owner).toBe('buffers');
    unmount();
    expect(useMapClickOwnerStore.getState().owner).toBeNull();
  });

  it('keeps its settings when the section closes and opens again', async () => {
    const { unmount } = render(<RadiusToolSection compact={false} />);
    await userEvent.clear(amount(1));
    await userEvent.type(amount(1), '3');
    unmount();
    render(<RadiusToolSection compact={false} />);
    expect(amount(1)).toHaveValue('3');
  });
});
