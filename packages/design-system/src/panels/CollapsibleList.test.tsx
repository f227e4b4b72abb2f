import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CollapsibleList } from './CollapsibleList';
import { CollapsiblePanel } from './CollapsiblePanel';

const RUNS = [
  { run_ndx: 2, status: 'succeeded' },
  { run_ndx: 1, status: 'failed' },
];

function RunsList(props: {
  items: typeof RUNS | undefined;
  loading?: boolean;
  error?: Error | null;
  defaultExpanded?: boolean;
}) {
  return (
    <CollapsibleList
      title="Runs"
      heading="h3"
      listLabel="Import runs"
      emptyText="Not run yet."
      loading={false}
      itemKey={(run) => run.run_ndx}
      renderItem={(run) => `Run ${run.run_ndx}: ${run.status}`}
      {...props}
    />
  );
}

describe('a collapsible list', () => {
  it('opens and closes on its titled bar, and lists its items in order', async () => {
    render(<RunsList items={RUNS} />);
    // The title is a heading at the level asked for, inside the bar that opens the panel.
    expect(screen.getByText('Runs').tagName).toBe('H3');
    const bar = screen.getByRole('button', { name: 'Runs' });
    expect(bar).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bar);
    expect(bar).toHaveAttribute('aria-expanded', 'true');
    const items = within(screen.getByRole('list', { name: 'Import runs' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual(['Run 2: succeeded', 'Run 1: failed']);
  });

  it('says why it lists nothing: loading, failed, or empty', () => {
    const { rerender } = render(<RunsList items={undefined} loading defaultExpanded />);
    expect(screen.getByRole('status', { name: 'Loading runs' })).toBeInTheDocument();
    rerender(<RunsList items={undefined} error={new Error('Bad gateway')} defaultExpanded />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching data: Bad gateway');
    rerender(<RunsList items={[]} defaultExpanded />);
    expect(screen.getByText('Not run yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Import runs' })).not.toBeInTheDocument();
  });
});

describe('a collapsible panel', () => {
  it('tells its owner when it opens, and builds what it holds only while open if asked to', async () => {
    const opened: boolean[] = [];
    function OwnedPanel() {
      const [open, setOpen] = useState(false);
      return (
        <CollapsiblePanel
          title="Sign-in events"
          heading="h2"
          expanded={open}
          onExpandedChange={(expanded) => {
            opened.push(expanded);
            setOpen(expanded);
          }}
          unmountOnExit
        >
          <p>Events table</p>
        </CollapsiblePanel>
      );
    }
    render(<OwnedPanel />);
    expect(screen.getByText('Sign-in events').tagName).toBe('H2');
    expect(screen.queryByText('Events table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign-in events' }));
    expect(screen.getByText('Events table')).toBeVisible();
    expect(opened).toEqual([true]);
  });
});
