import { useExportStore } from './exportStore';

const store = () => useExportStore.getState();

beforeEach(() => useExportStore.setState({ job: null, printDialogOpen: false }));

describe('useExportStore', () => {
  it('starts Save PNG at once', () => {
    store().chooseExport('png');
    expect(store().job).toEqual({ kind: 'png' });
    expect(store().printDialogOpen).toBe(false);
  });

  it('asks for the title before the PDF, and closes the dialog when it starts', () => {
    store().chooseExport('pdf');
    expect(store().printDialogOpen).toBe(true);
    expect(store().job).toBeNull();
    store().printReport('North ditches');
    expect(store().job).toEqual({ kind: 'pdf', title: 'North ditches' });
    expect(store().printDialogOpen).toBe(false);
  });

  it('makes one export at a time', () => {
    store().chooseExport('png');
    store().chooseExport('pdf');
    store().printReport('ignored');
    expect(store().job).toEqual({ kind: 'png' });
    expect(store().printDialogOpen).toBe(false);
    store().finishJob();
    expect(store().job).toBeNull();
  });
});
