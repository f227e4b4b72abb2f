import { answerErrorsAs, SERVER_FAULT_MESSAGE } from '../../core/api/answerError';
import { BadRequest } from '../../core/api/refusals';

/** A query parameter an OGC client sent that the API cannot honour; the answer names it. */
export class InvalidParameter extends BadRequest {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(parameter, message);
  }
}

/** The OGC exception codes (OGC API – Features Part 1, exception.yaml) by HTTP status. */
const OGC_CODES: Record<number, string> = {
  400: 'InvalidParameterValue',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  406: 'NotAcceptable',
  429: 'TooManyRequests',
  503: 'ServiceUnavailable',
};

/** An answer in the standard's exception shape: a code, a readable description. */
export interface OgcException {
  code: string;
  description: string;
  /** The query parameter a 400 is about. */
  parameter?: string;
}

/**
 * Answers every `/ogc` error by the `/api`'s policy (`answerErrorsAs`: the same status, headers,
 * wording, request id and logging), in the standard's exception shape.
 */
export const answerOgcError = answerErrorsAs((refusal): OgcException =>
  refusal
    ? {
        code: OGC_CODES[refusal.status] ?? 'InvalidRequest',
        description: refusal.message,
        ...(refusal instanceof InvalidParameter ? { parameter: refusal.parameter } : {}),
      }
    : { code: 'ServerError', description: SERVER_FAULT_MESSAGE },
);
