import {
  endpointUrl,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
} from '@headgate/contracts/endpoint';
import { ApiError, fetchAsCaller, recordAnswer, refusal } from './callerFetch';

// Production builds trust the server; development and tests hold every answer to its contract.
const checksAnswers = process.env.NODE_ENV !== 'production';

/** Options of one call that are not the endpoint's inputs. */
export interface CallOptions {
  signal?: AbortSignal;
  /** The file type a file answer is asked for (`Accept`). */
  accept?: string;
}

function requestOf(endpoint: Endpoint, input: { body?: unknown }, signal?: AbortSignal) {
  const init: RequestInit = { method: endpoint.method, signal };
  if (input.body !== undefined) {
    init.body = JSON.stringify(input.body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  return init;
}

/**
 * Calls an endpoint of the API as the caller (bearer token when one can be obtained, anonymous
 * otherwise; spec/dashboard.md §7) and returns its answer. A refusal throws an `ApiError` with
 * the server's message; in development and tests an answer that breaks the endpoint's schema
 * throws too, naming the endpoint and the field.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointResponse<E>> {
  const url = endpointUrl(endpoint, input);
  const init = requestOf(endpoint, input, options.signal);
  const answer = endpoint.answer ?? 'json';
  const accept = answer === 'file' ? (options.accept ?? '*/*') : 'application/json';
  const response = await fetchAsCaller(url, init, accept);
  if (!response.ok) throw await refusal(url, init, response);
  if (answer === 'file') return (await response.blob()) as EndpointResponse<E>;
  const body: unknown =
    answer === 'none' || response.status === 204 ? undefined : await response.json();
  recordAnswer(url, init, response, body);
  if (checksAnswers && endpoint.response) {
    const checked = endpoint.response.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw new ApiError(
        response.status,
        'invalid_answer',
        `${endpoint.method} ${endpoint.path} answered outside its contract at ` +
          `${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
      );
    }
  }
  return body as EndpointResponse<E>;
}
