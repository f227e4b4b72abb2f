import { act, renderHook } from '@testing-library/react';
import type { MapSource } from '@headgate/contracts';
import { createFeatureSource } from './featureSource';
import { useFeatureSources } from './useFeatureSources';

jest.mock('./featureSource', () => ({
  createFeatureSource: jest.fn(jest.requireActual('./featureSource').createFeatureSource),
}));

const reads = jest.mocked(createFeatureSource);

function source(id: string, names: string[]): MapSource {
  return {
    id,
    data: {
      type: 'FeatureCollection',
      features: names.map((name) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-105, 40] },
        properties: { name },
      })),
    },
  } as MapSource;
}

/** Runs the next task the hook waits for. */
const runOneTask = () =>
  act(async () => {
    jest.advanceTimersToNextTimer();
  });

beforeEach(() => {
  jest.useFakeTimers();
  reads.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('useFeatureSources', () => {
  it('reads nothing in the render and one source per task, then hands over the whole set', async () => {
    const sources = [source('wells', ['A', 'B']), source('gages', ['C'])];
    const { result } = renderHook(() => useFeatureSources(sources));

    expect(result.current).toBeNull();
    expect(reads).not.toHaveBeenCalled();

    await runOneTask();
    expect(reads).toHaveBeenCalledTimes(1);
    expect(result.current).toBeNull();

    await runOneTask();
    expect(reads).toHaveBeenCalledTimes(2);
    const read = result.current;
    expect([...(read?.keys() ?? [])]).toEqual(['wells', 'gages']);
    expect(
      read
        ?.get('wells')
        ?.getFeatures()
        .map((feature) => feature.get('name')),
    ).toEqual(expect.arrayContaining(['A', 'B']));
    expect(read?.get('gages')?.getFeatures()).toHaveLength(1);
  });

  it('keeps the previous set until the new one is read whole', async () => {
    const first = [source('wells', ['A'])];
    const { result, rerender } = renderHook(({ sources }) => useFeatureSources(sources), {
      initialProps: { sources: first },
    });
    await runOneTask();
    const previous = result.current;
    expect(previous?.get('wells')?.getFeatures()).toHaveLength(1);

    rerender({ sources: [source('wells', ['A', 'B']), source('gages', ['C'])] });
    await runOneTask();
    expect(result.current).toBe(previous);

    await runOneTask();
    expect(result.current?.get('wells')?.getFeatures()).toHaveLength(2);
    expect(result.current?.get('gages')?.getFeatures()).toHaveLength(1);
  });

  it('drops a set whose sources changed while it was read', async () => {
    const { result, rerender } = renderHook(({ sources }) => useFeatureSources(sources), {
      initialProps: { sources: [source('wells', ['A']), source('gages', ['B'])] },
    });
    await runOneTask();
    rerender({ sources: [source('river-calls', ['C'])] });
    await runOneTask();
    await runOneTask();

    expect([...(result.current?.keys() ?? [])]).toEqual(['river-calls']);
  });
});
