import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Transform = typeof jsonSchemaTransform;

/** The `ETag` header as the OpenAPI document describes it on an answer that carries it. */
const ETAG_HEADER = {
  etag: {
    type: 'string',
    description:
      "The record's version, a strong entity tag: send it as If-Match with a PUT or DELETE " +
      'so that it is refused (412) if someone changed the record meanwhile.',
  },
};

/**
 * The OpenAPI transform of the zod schemas, plus what zod cannot say: the `ETag` header on the
 * success answer of an endpoint answering one record, and on a conditional write's 412.
 */
export const openApiTransform: Transform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const endpoint = document.route.config?.endpoint;
  const responses = transformed.schema?.response as Record<number, object> | undefined;
  if (!endpoint || !responses) return transformed;
  const withEtag = [
    ...(endpoint.etag ? [endpoint.status ?? 200] : []),
    ...(endpoint.preconditionFailed ? [412] : []),
  ];
  // @fastify/swagger moves a response schema's `headers` into the answer's headers.
  for (const status of withEtag) {
    const response = responses[status];
    if (response) responses[status] = { ...response, headers: ETAG_HEADER };
  }
  return transformed;
};
