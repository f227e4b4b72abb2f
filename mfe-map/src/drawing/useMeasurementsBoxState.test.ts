import { act, renderHook } from '@testing-library/react';
import { useMeasurementsBoxState } from './useMeasurementsBoxState';

function renderState(hasDrawings: boolean) {
  return renderHook(({ has }) => useMeasurementsBoxState(has), {
    initialProps: { has: hasDrawings },
  });
}

describe('useMeasurementsBoxState', () => {
  it('is closed while nothing is drawn and opens with the first drawing', () => {
    const { result, rerender } = renderState(false);
    expect(result.current.open).toBe(false);
    rerender({ has: true });
    expect(result.current.open).toBe(true);
  });

  it('Hide closes it and the toggle opens it again', () => {
    const { result } = renderState(true);
    act(() => result.current.hide());
    expect(result.current.open).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.open).toBe(false);
  });

  it('closes when the last drawing goes and opens again with the next first one', () => {
    const { result, rerender } = renderState(true);
    act(() => result.current.hide());
    rerender({ has: false });
    expect(result.current.open).toBe(false);
    rerender({ has: true });
    expect(result.current.open).toBe(true);
  });

  it('cannot be toggled open while nothing is drawn, and still opens with the first drawing', () => {
    const { result, rerender } = renderState(false);
    act(() => result.current.toggle());
    expect(result.current.open).toBe(false);
    rerender({ has: true });
    expect(result.current.open).toBe(true);
  });
});
