import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blockNumberKeys } from './fieldConventions';

async function typed(rules: Parameters<typeof blockNumberKeys>[0], keys: string) {
  render(<input aria-label="Amount" onKeyDown={blockNumberKeys(rules)} />);
  await userEvent.type(screen.getByLabelText('Amount'), keys);
  return (screen.getByLabelText('Amount') as HTMLInputElement).value;
}

describe("a number field's keys", () => {
  it("refuses 'e', '.' and '-' in a whole number that may not be negative", async () => {
    expect(await typed({ wholeNumber: true }, '-1.5E2')).toBe('152');
  });

  it("refuses only 'e' where fractions and negatives are allowed", async () => {
    expect(await typed({ allowNegative: true }, '-1.5e2')).toBe('-1.52');
  });
});
