import type { FastifyRequest } from 'fastify';
import type { OgcCollection } from './collection';
import { SUPPORTED_CRS } from './crs';
import { DEFAULT_LIMIT, MAX_LIMIT } from './itemsQuery';
import { ogcRoot } from './links';

type Parameter = Record<string, unknown>;

const query = (
  name: string,
  description: string,
  schema: object,
  extra: object = {},
): Parameter => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
  style: 'form',
  explode: false,
  ...extra,
});

const f = query('f', 'The encoding of the answer.', {
  type: 'string',
  enum: ['json'],
  default: 'json',
});

const pageFormat = query('f', 'The encoding of the answer: JSON or a plain page.', {
  type: 'string',
  enum: ['json', 'html'],
  default: 'json',
});

const itemsFormat = query('f', 'The encoding of the answer: GeoJSON, CSV or a plain page.', {
  type: 'string',
  enum: ['json', 'csv', 'html'],
  default: 'json',
});

const COMMON: Parameter[] = [
  query(
    'limit',
    `Features per page (at most ${MAX_LIMIT}; a larger value reads as ${MAX_LIMIT}).`,
    {
      type: 'integer',
      minimum: 1,
      maximum: MAX_LIMIT,
      default: DEFAULT_LIMIT,
    },
  ),
  query('bbox', 'West, south, east, north (or with heights), in bbox-crs; CRS84 by default.', {
    type: 'array',
    minItems: 4,
    maxItems: 6,
    items: { type: 'number' },
  }),
  query('bbox-crs', 'The CRS of bbox.', { type: 'string', format: 'uri', enum: SUPPORTED_CRS }),
  query('crs', 'The CRS of the answer’s coordinates.', {
    type: 'string',
    format: 'uri',
    enum: SUPPORTED_CRS,
  }),
  query('properties', 'The properties to keep, comma-separated.', {
    type: 'array',
    items: { type: 'string' },
  }),
];

const BY_PAGING: Record<OgcCollection['paging'], Parameter[]> = {
  offset: [
    query('offset', 'Features to skip (the next and prev links carry it).', {
      type: 'integer',
      minimum: 0,
    }),
  ],
  keyset: [
    query('datetime', 'An instant, a district day, or an interval start/end with open ends (..).', {
      type: 'string',
    }),
    query('sortby', 'time (default) or -time: each series oldest or newest first.', {
      type: 'string',
      enum: ['time', '+time', '-time'],
    }),
    query('cursor', 'Where the page starts: follow the next and prev links.', { type: 'string' }),
  ],
};

const answer = (description: string, type = 'application/json') => ({
  description,
  content: { [type]: { schema: { type: 'object' } } },
});

const EXCEPTIONS = {
  '400': answer('A parameter the API cannot honour, named in `parameter`.'),
  '401': answer('A district station’s data asked for anonymously, or a bad token.'),
  '404': answer('No such collection or feature.'),
};

/** The OpenAPI 3.0 document of `/ogc`, built from the collections it serves. */
export function openApiDocument(
  request: FastifyRequest,
  collections: readonly OgcCollection[],
  version: string,
): object {
  const get = (summary: string, parameters: Parameter[], ok: object) => ({
    get: { summary, parameters, responses: { '200': ok, ...EXCEPTIONS } },
  });
  const paths: Record<string, object> = {
    '/': get('Landing page', [pageFormat], answer('The landing page.')),
    '/conformance': get('Conformance classes', [f], answer('The conformance classes.')),
    '/api': get(
      'This document',
      [],
      answer('The OpenAPI document.', 'application/vnd.oai.openapi+json;version=3.0'),
    ),
    '/collections': get('The collections', [pageFormat], answer('The collections.')),
  };
  for (const collection of collections) {
    const path = `/collections/${collection.id}`;
    const filters = collection.filters.map((name) =>
      query(name, `Only features whose ${name} is one of these (comma-separated).`, {
        type: 'string',
      }),
    );
    paths[path] = get(collection.title, [pageFormat], answer(`The ${collection.id} collection.`));
    paths[`${path}/items`] = get(
      `${collection.title}: features`,
      [...COMMON, itemsFormat, ...BY_PAGING[collection.paging], ...filters],
      answer('A page of features.', 'application/geo+json'),
    );
    paths[`${path}/items/{featureId}`] = {
      get: {
        summary: `${collection.title}: one feature`,
        parameters: [
          { name: 'featureId', in: 'path', required: true, schema: { type: 'string' } },
          ...COMMON.filter((parameter) =>
            ['crs', 'properties', 'f'].includes(parameter.name as string),
          ),
        ],
        responses: { '200': answer('The feature.', 'application/geo+json'), ...EXCEPTIONS },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Headgate open water data (OGC API – Features)',
      version,
      description: 'The district’s monitoring locations, facilities and readings.',
    },
    servers: [{ url: ogcRoot(request) }],
    paths,
  };
}
