import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrintReportDialog } from './PrintReportDialog';

/** The dialog as the page uses it: opened by a button, closed by its own buttons. */
function Harness({ onDownload }: { onDownload: (title: string) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Print PDF</button>
      <PrintReportDialog
        open={open}
        onCancel={() => setOpen(false)}
        onDownload={(title) => {
          setOpen(false);
          onDownload(title);
        }}
      />
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Print Report' });
const titleField = () => screen.getByRole('textbox', { name: 'Title' });

/** Waits for the dialog to finish closing, then opens it again. */
async function reopen() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await userEvent.click(screen.getByRole('button', { name: 'Print PDF' }));
}

describe('PrintReportDialog', () => {
  it('asks for a title, with Cancel and Download PDF', () => {
    render(<Harness onDownload={jest.fn()} />);
    expect(dialog()).toBeVisible();
    expect(titleField()).toHaveValue('');
    expect(titleField()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  });

  it('Download PDF exports with the title, then starts the next report empty', async () => {
    const onDownload = jest.fn();
    render(<Harness onDownload={onDownload} />);
    await userEvent.type(titleField(), '  North ditches, July  ');
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(onDownload).toHaveBeenCalledWith('North ditches, July');
    await reopen();
    expect(titleField()).toHaveValue('');
  });

  it('Enter in the title downloads', async () => {
    const onDownload = jest.fn();
    render(<Harness onDownload={onDownload} />);
    await userEvent.type(titleField(), 'River calls{Enter}');
    expect(onDownload).toHaveBeenCalledTimes(1);
    expect(onDownload).toHaveBeenCalledWith('River calls');
  });

  it('downloads without a title too', async () => {
    const onDownload = jest.fn();
    render(<Harness onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(onDownload).toHaveBeenCalledWith('');
  });

  it.each([
    ['Cancel', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
  ])('%s closes without downloading and clears the title', async (_how, close) => {
    const onDownload = jest.fn();
    render(<Harness onDownload={onDownload} />);
    await userEvent.type(titleField(), 'Draft');
    await close();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDownload).not.toHaveBeenCalled();
    await reopen();
    expect(titleField()).toHaveValue('');
  });
});
