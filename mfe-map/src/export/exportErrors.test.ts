import { exportErrorMessage, TAINTED_MAP_MESSAGE } from './exportErrors';

describe('exportErrorMessage', () => {
  it('explains a basemap whose pictures may not be saved', () => {
    const tainted = new DOMException('The canvas has been tainted', 'SecurityError');
    expect(exportErrorMessage(tainted, 'png')).toBe(TAINTED_MAP_MESSAGE);
    expect(exportErrorMessage(tainted, 'pdf')).toBe(TAINTED_MAP_MESSAGE);
  });

  it('says which export failed and why', () => {
    expect(exportErrorMessage(new Error('The map did not finish drawing.'), 'pdf')).toBe(
      'The PDF could not be made. The map did not finish drawing.',
    );
    expect(exportErrorMessage('??', 'png')).toBe(
      'The PNG image could not be made. Something went wrong',
    );
  });

  it('asks to check the connection when the export code could not be loaded', () => {
    const failedChunk = Object.assign(
      new Error(
        'Loading chunk 5085 failed.\n(error: http://localhost/remotes/mfe-map/0.1.0/5085.js)',
      ),
      { name: 'ChunkLoadError' },
    );
    expect(exportErrorMessage(failedChunk, 'pdf')).toBe(
      'The PDF could not be made. Check your connection and try again.',
    );
  });
});
