import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { loadWithRetries, retryingLazy } from './retryingLazy';

const chunkError = () =>
  Object.assign(new Error('Loading chunk 17 failed.'), { name: 'ChunkLoadError' });

describe('retryingLazy', () => {
  it('shows the component when its chunk arrives on the second request', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce({ default: () => <p>Drill-down data</p> });
    const Lazy = retryingLazy(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('Drill-down data', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loadWithRetries', () => {
  it('asks once more after each wait, then gives the last error', async () => {
    const load = jest.fn().mockRejectedValue(chunkError());
    await expect(loadWithRetries(load, [1, 1])).rejects.toThrow('Loading chunk 17 failed.');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('asks only once when the chunk arrives', async () => {
    const load = jest.fn().mockResolvedValue('module');
    await expect(loadWithRetries(load, [1, 1])).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
