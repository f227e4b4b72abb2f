import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { DrawingToolbar } from './DrawingToolbar';

type Props = ComponentProps<typeof DrawingToolbar>;

function renderToolbar(props: Partial<Props> = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const handlers = {
    onToolChange: jest.fn(),
    onDelete: jest.fn(),
    onToggleMeasurements: jest.fn(),
  };
  render(
    <DrawingToolbar
      container={container}
      tool={null}
      toolLoading={false}
      canDelete={false}
      hasDrawings={false}
      measurementsOpen={false}
      {...handlers}
      {...props}
    />,
  );
  return { container, ...handlers };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('DrawingToolbar', () => {
  it('offers the four shapes and the ruler, with tooltips, none pressed', () => {
    const { container } = renderToolbar();
    const tools = within(container).getByRole('group', { name: 'Drawing tools' });
    const buttons = within(tools).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Draw a polygon',
      'Draw a line',
      'Draw a point',
      'Draw a circle',
      'Measure distance in feet',
    ]);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-pressed', 'false');
      expect(button).toHaveAttribute('title', button.getAttribute('aria-label'));
    }
  });

  it('turns a tool on, and the pressed tool off again', async () => {
    const first = renderToolbar();
    await userEvent.click(screen.getByRole('button', { name: 'Draw a line' }));
    expect(first.onToolChange).toHaveBeenLastCalledWith('line');
    document.body.innerHTML = '';

    const second = renderToolbar({ tool: 'line' });
    const line = screen.getByRole('button', { name: 'Draw a line' });
    expect(line).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(line);
    expect(second.onToolChange).toHaveBeenLastCalledWith(null);
    await userEvent.click(screen.getByRole('button', { name: 'Draw a circle' }));
    expect(second.onToolChange).toHaveBeenLastCalledWith('circle');
  });

  it('marks the pressed tool busy while its drawing code loads', () => {
    renderToolbar({ tool: 'polygon', toolLoading: true });
    expect(screen.getByRole('button', { name: 'Draw a polygon' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Draw a line' })).not.toHaveAttribute('aria-busy');
    document.body.innerHTML = '';

    renderToolbar({ tool: 'polygon', toolLoading: false });
    expect(screen.getByRole('button', { name: 'Draw a polygon' })).not.toHaveAttribute('aria-busy');
  });

  it('Trash says to select a drawing first, and deletes the selected one', async () => {
    const nothing = renderToolbar();
    const trash = screen.getByRole('button', { name: 'Delete the selected drawing' });
    expect(trash).toHaveAttribute('aria-disabled', 'true');
    expect(trash).toHaveAttribute('title', 'Select a drawing on the map to delete it');
    await userEvent.click(trash);
    expect(nothing.onDelete).not.toHaveBeenCalled();
    document.body.innerHTML = '';

    const selected = renderToolbar({ canDelete: true });
    await userEvent.click(screen.getByRole('button', { name: 'Delete the selected drawing' }));
    expect(selected.onDelete).toHaveBeenCalledTimes(1);
  });

  it('the Measurements Details toggle works only once something is drawn', async () => {
    const nothing = renderToolbar();
    await userEvent.click(screen.getByRole('button', { name: 'Measurements Details' }));
    expect(nothing.onToggleMeasurements).not.toHaveBeenCalled();
    document.body.innerHTML = '';

    const drawn = renderToolbar({ hasDrawings: true, measurementsOpen: true });
    const toggle = screen.getByRole('button', { name: 'Measurements Details' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(drawn.onToggleMeasurements).toHaveBeenCalledTimes(1);
  });
});
