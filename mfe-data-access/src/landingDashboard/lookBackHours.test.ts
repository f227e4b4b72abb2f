import { lookBackLabel } from '@headgate/contracts';
import { readLookBack } from './lookBackHours';

describe('the look-back hours (spec §5, §9)', () => {
  it('applies whole hours from 0 to 24', () => {
    expect(readLookBack('0')).toEqual({ hours: 0 });
    expect(readLookBack('24')).toEqual({ hours: 24 });
  });

  it('says "Value must not exceed 24" above 24, and refuses what is not whole hours', () => {
    expect(readLookBack('25')).toEqual({ error: 'Value must not exceed 24' });
    expect(readLookBack('-1')).toHaveProperty('error');
    expect(readLookBack('1.5')).toHaveProperty('error');
    expect(readLookBack('')).toHaveProperty('error');
  });

  it('labels the chart Last Report, 1 Hour Ago, N Hours Ago', () => {
    expect(lookBackLabel(0)).toBe('Last Report');
    expect(lookBackLabel(1)).toBe('1 Hour Ago');
    expect(lookBackLabel(6)).toBe('6 Hours Ago');
  });
});
