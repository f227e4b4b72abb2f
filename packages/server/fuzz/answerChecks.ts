import type { LightMyRequestResponse } from 'fastify';
import { apiErrorSchema } from '@headgate/contracts';
import type { FuzzRequest } from './fuzzRequests';

/** Text that only an internal failure puts in an answer: stack frames, SQL errors, file paths. */
const LEAKS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'a stack frame', pattern: /\bat (?:async )?[\w$.<>]+ \(?(?:file:|\/)[^)\s]*:\d+:\d+/ },
  { name: 'a module path', pattern: /node_modules|\/packages\/server\/src\// },
  {
    name: 'a database error',
    pattern:
      /syntax error at or near|violates (?:foreign key|unique|check|not-null) constraint|relation "[^"]+" does not exist|invalid input syntax for type|out of range for type|SQLSTATE/i,
  },
];

/** What went wrong with one answer, in a line each; none when it kept every promise. */
export function answerProblems(
  request: FuzzRequest,
  response: LightMyRequestResponse,
  expectation: 'any' | 'refusal',
): string[] {
  const problems: string[] = [];
  const { endpoint } = request.operation;
  const status = response.statusCode;
  if (status >= 500 && status !== 501 && status !== 502 && status !== 504) {
    problems.push(`answered ${status}: ${response.body.slice(0, 200)}`);
  }
  for (const leak of LEAKS) {
    if (leak.pattern.test(response.body)) problems.push(`the answer shows ${leak.name}`);
  }
  if (status === 429 && !response.headers['retry-after']) {
    problems.push('a 429 without Retry-After');
  }
  if (expectation === 'refusal' && status < 400) {
    problems.push(`accepted (${status}) what its contract refuses`);
  }
  const json = response.headers['content-type']?.toString().startsWith('application/json');
  if (status >= 400 && json && !apiErrorSchema.safeParse(response.json()).success) {
    problems.push(`a ${status} without { error, message }: ${response.body.slice(0, 120)}`);
  }
  const answersJson = (endpoint.answer ?? 'json') === 'json' && endpoint.response;
  if (status >= 200 && status < 300 && answersJson) {
    const checked = endpoint.response!.safeParse(json ? response.json() : response.body);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      problems.push(
        `the ${status} answer breaks its schema at ${issue.path.join('.') || 'the top'}: ${issue.message}`,
      );
    }
  }
  return problems;
}
