import { resolve } from 'node:path';
import { holdsText, productSource } from './sourceTexts';
import { SPEC_TEXTS } from './specTexts';

const source = productSource(resolve(__dirname, '../../../..'));
const inProduct = (text: string) => holdsText(source, text);

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

  it('finds a text only where it stands whole, in a string, JSX text or around a value', () => {
    expect(holdsText(`const a = 'No data available';`, 'No data available')).toBe(true);
    expect(holdsText('<Alert> No data available </Alert>', 'No data available')).toBe(true);
    expect(
      holdsText('`Failed to fetch data: ${error.message}`', 'Failed to fetch data: {message}'),
    ).toBe(true);
    expect(holdsText(`'Error fetching data: ' + message`, 'Error fetching data: {message}')).toBe(
      true,
    );
    expect(
      holdsText(`'No data available for left, right or left or right axis'`, 'No data available'),
    ).toBe(false);
    expect(holdsText(`'Show all rows'`, 'all')).toBe(false);
  });
});
