import { resolve } from 'node:path';
import { fixedPieces, productSource } from './sourceTexts';
import { SPEC_TEXTS } from './specTexts';

const source = productSource(resolve(__dirname, '../../../..'));
const inProduct = (text: string) => fixedPieces(text).every((piece) => source.includes(piece));

describe("the specs' user-facing texts", () => {
  it('are each in the product, or listed with the decision why not', () => {
    const unanswered = SPEC_TEXTS.filter(
      (entry) => !entry.decision && !inProduct(entry.inSource ?? entry.text),
    ).map((entry) => `${entry.text} (${entry.spec})`);
    expect(unanswered).toEqual([]);
  });

  it('carry no decision for a text the product shows after all', () => {
    const stale = SPEC_TEXTS.filter(
      (entry) => entry.decision && inProduct(entry.inSource ?? entry.text),
    ).map((entry) => entry.text);
    expect(stale).toEqual([]);
  });

  it('are listed once each, every decision with its reason', () => {
    const texts = SPEC_TEXTS.map((entry) => entry.text);
    expect(new Set(texts).size).toBe(texts.length);
    for (const entry of SPEC_TEXTS) {
      if (entry.decision !== undefined) expect(entry.decision.length).toBeGreaterThan(40);
    }
  });

  it('finds the product’s texts and not made-up ones', () => {
    expect(inProduct('Error fetching facility data: {message}')).toBe(true);
    expect(inProduct('A text no screen of Headgate shows')).toBe(false);
  });
});
