import { spaceLetters, wrapLabel } from './labelLines';

// Every character 10 px wide, 'M' too: a 10-em line holds 100 px, ten characters.
const measure = (text: string) => text.length * 10;

describe('label lines', () => {
  it('keeps a label that fits, and a single word however long, on one line', () => {
    expect(wrapLabel('Greeley', measure, 10, 0)).toBe('Greeley');
    expect(wrapLabel('Wolcottsvilleplatte', measure, 10, 0)).toBe('Wolcottsvilleplatte');
  });

  it('breaks a long label into lines of at most the maximum width', () => {
    expect(wrapLabel('Colorado Springs', measure, 10, 0)).toBe('Colorado\nSprings');
    expect(wrapLabel('South Platte River near Kersey', measure, 10, 0)).toBe(
      'South\nPlatte\nRiver near\nKersey',
    );
  });

  it('joins a short line to its shorter neighbour', () => {
    // "of" alone would be a line under a third of the width.
    expect(wrapLabel('Greenwood Village of Colorado', measure, 10, 0)).toBe(
      'Greenwood\nVillage of\nColorado',
    );
  });

  it('spaces letters with hair spaces, one per tenth of an em', () => {
    expect(spaceLetters('WELD', 0.18)).toBe('W\u200A\u200AE\u200A\u200AL\u200A\u200AD');
    expect(spaceLetters('WELD', 0.02)).toBe('WELD');
    expect(wrapLabel('CLEAR CREEK', measure, 20, 0.1)).toBe(
      'C\u200AL\u200AE\u200AA\u200AR\u200A \u200AC\u200AR\u200AE\u200AE\u200AK',
    );
  });
});
