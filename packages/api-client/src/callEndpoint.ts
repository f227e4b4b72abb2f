import {
  endpointUrl,
  type Callable,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
} from '@headgate/contracts/endpoint';
import { versionTag } from '@headgate/contracts/recordVersion';
import { ApiError, fetchAsCaller, recordAnswer, refusal } from './callerFetch';
import { staleRecordRefusal } from './staleRecordError';

/** Options of one call that are not the endpoint's inputs. */
export interface CallOptions {
  signal?: AbortSignal;
  /** The file type a file answer is asked for (`Accept`). */
  accept?: string;
  /**
   * The version (`versionOfRow`) of the record as the caller last saw it, for a write whose
   * endpoint has `preconditionFailed`: sent as `If-Match`, so that the write is refused with a
   * `StaleRecordError` if someone changed the record meanwhile.
   */
  ifMatch?: string;
}

function requestOf(endpoint: Callable<Endpoint>, input: { body?: unknown }, options: CallOptions) {
  const headers: Record<string, string> = {};
  const init: RequestInit = { method: endpoint.method, signal: options.signal, headers };
  if (input.body !== undefined) {
    init.body = JSON.stringify(input.body);
    headers['Content-Type'] = 'application/json';
  }
  if (options.ifMatch !== undefined) headers['If-Match'] = versionTag(options.ifMatch);
  return init;
}

/**
 * Calls an endpoint of the API as the caller (bearer token when one can be obtained, anonymous
 * otherwise; spec/dashboard.md §7) and returns its answer. A refusal throws an `ApiError` with
 * the server's message (a `StaleRecordError` for a write on a record changed since `ifMatch`);
 * in development and tests an answer that breaks the endpoint's schema throws too, naming the
 * endpoint and the field. An endpoint's call (`CallOf`) leaves the schemas behind, so that the
 * page need not load zod; its answer is checked against its endpoint's, loaded for that.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: Callable<E>,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointResponse<E>> {
  const url = endpointUrl(endpoint, input);
  const init = requestOf(endpoint, input, options);
  const answer = endpoint.answer ?? 'json';
  const accept = answer === 'file' ? (options.accept ?? '*/*') : 'application/json';
  const response = await fetchAsCaller(url, init, accept);
  // A call carries no schemas: a 412 to it is a plain refusal.
  const { response: answerSchema, preconditionFailed }: Endpoint = endpoint;
  if (response.status === 412 && preconditionFailed)
    throw await staleRecordRefusal(url, init, response, preconditionFailed);
  if (!response.ok) throw await refusal(url, init, response);
  if (answer === 'file') return (await response.blob()) as EndpointResponse<E>;
  const body: unknown =
    answer === 'none' || response.status === 204 ? undefined : await response.json();
  recordAnswer(url, init, response, body);
  // Production builds trust the server, and drop this branch with the schemas it would load;
  // development and tests hold every answer to its contract, a call's to its endpoint's.
  if (process.env.NODE_ENV !== 'production') {
    const schema =
      answerSchema ?? (await import('@headgate/contracts')).endpointOfCall(endpoint)?.response;
    const checked = schema?.safeParse(body);
    if (checked && !checked.success) {
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
