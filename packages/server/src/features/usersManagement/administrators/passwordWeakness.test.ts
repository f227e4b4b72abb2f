import { DEFAULT_DEMO_PASSWORD, passwordWeakness } from '@headgate/identity';

const account = { email: 'River.Keeper@district.example', demoPasswords: [DEFAULT_DEMO_PASSWORD] };

describe('the password an operator gives an account', () => {
  it.each([
    ['short-1!', 'is shorter than 12 characters'],
    [DEFAULT_DEMO_PASSWORD, 'is a demo password, which is published'],
    ['headgate-demo-2', null],
    ['my-river.keeper-2026', `contains the e-mail's name "river.keeper"`],
    ['aaaaaaaaaaaaaaaa', 'has fewer than 6 different characters'],
    ['abcabcabcabcabc', 'has fewer than 6 different characters'],
    ['314159265358979', 'is only digits'],
    ['correct horse battery staple', null],
    ['Tr0ub4dor&3-gauge', null],
  ])('%j %s', (password, weakness) => {
    expect(passwordWeakness(password, account)).toBe(weakness);
  });

  it('refuses a demo password of any length, the configured one too', () => {
    const demoPasswords = [DEFAULT_DEMO_PASSWORD, 'our-own-demo-secret'];
    expect(passwordWeakness('our-own-demo-secret', { ...account, demoPasswords })).toBe(
      'is a demo password, which is published',
    );
  });

  it('does not look for a name too short to tell anything', () => {
    expect(passwordWeakness('a quiet river bend', { ...account, email: 'al@x.example' })).toBe(
      null,
    );
  });
});
