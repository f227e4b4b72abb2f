import { DEMO_PASSWORD } from './signIn';
import { RELEASE_CLIENT_SECRET } from './environment';
import { secretsInLog } from './logSecrets';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTcifQ.c2lnbmF0dXJl';

it('finds each kind of secret a log line could leak, by line, without repeating it', () => {
  const log = [
    '{"msg":"request answered","route":"/api/x","status":200}',
    `{"msg":"x","body":{"password":"${DEMO_PASSWORD}"}}`,
    `{"msg":"x","client_secret":"${RELEASE_CLIENT_SECRET}"}`,
    `{"msg":"x","err":{"message":"bad token ${JWT}"}}`,
    '{"msg":"x","headers":{"authorization":"Bearer abcdefgh12345678"}}',
    '{"msg":"x","headers":{"cookie":"_session=0123456789abcdef"}}',
    '{"msg":"x","body":{"password":"another-Secret-9"}}',
  ].join('\n');
  const findings = secretsInLog(log);
  expect(findings).toEqual([
    'line 2: the demo password',
    'line 2: an unredacted field',
    'line 3: the release pipeline secret',
    'line 3: an unredacted field',
    'line 4: a JSON Web Token',
    'line 5: a bearer token',
    'line 5: an unredacted field',
    'line 6: a sign-in cookie',
    'line 6: an unredacted field',
    'line 7: an unredacted field',
  ]);
  expect(findings.join('\n')).not.toContain(DEMO_PASSWORD);
});

it('passes redacted fields and ordinary lines', () => {
  const log = [
    '{"msg":"request answered","route":"/oidc/token","status":200,"requestId":"abc-123"}',
    '{"headers":{"authorization":"[Redacted]","cookie":"[Redacted]"},"body":{"password":"[Redacted]"}}',
    '{"msg":"sign-in failed","email":"nobody@example.org"}',
  ].join('\n');
  expect(secretsInLog(log)).toEqual([]);
});
