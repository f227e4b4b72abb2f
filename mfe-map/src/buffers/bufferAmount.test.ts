import { NEGATIVE_AMOUNT_MESSAGE, NOT_A_NUMBER_MESSAGE, parseBufferAmount } from './bufferAmount';

describe('parseBufferAmount', () => {
  it.each([
    ['0.25', 0.25],
    ['0.5', 0.5],
    ['3', 3],
    ['.5', 0.5],
    ['2.', 2],
    [' 100 ', 100],
    ['0', 0],
    ['', 0],
    ['   ', 0],
  ])('reads %p as %p', (text, value) => {
    expect(parseBufferAmount(text)).toEqual({ kind: 'amount', value });
  });

  it.each([['-1'], ['-0.25'], ['-.5']])('says %p must be 0 or more', (text) => {
    expect(parseBufferAmount(text)).toEqual({ kind: 'invalid', message: NEGATIVE_AMOUNT_MESSAGE });
  });

  it.each([['abc'], ['1e3'], ['0x10'], ['1/2'], ['1,5'], ['Infinity'], ['--1'], ['0.25 mi']])(
    'says %p is not a number',
    (text) => {
      expect(parseBufferAmount(text)).toEqual({ kind: 'invalid', message: NOT_A_NUMBER_MESSAGE });
    },
  );
});
