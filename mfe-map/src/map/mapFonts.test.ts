import { MAP_FONTS, mapFontStack } from './mapFonts';

describe('mapFontStack', () => {
  it('replaces any font stack with the web-safe one of the same weight or style', () => {
    expect(mapFontStack(['Open Sans Regular', 'Arial Unicode MS Regular'])).toEqual(
      MAP_FONTS.regular,
    );
    expect(mapFontStack(['Open Sans Semibold'])).toEqual(MAP_FONTS.semibold);
    expect(mapFontStack(['Noto Sans Italic'])).toEqual(MAP_FONTS.italic);
  });
});
