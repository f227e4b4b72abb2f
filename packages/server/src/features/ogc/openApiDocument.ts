import type { FastifyRequest } from 'fastify';
import type { OgcCollection } from './collection';
import { SUPPORTED_CRS } from './crs';
import { DEFAULT_LIMIT, MAX_LIMIT } from './itemsQuery';
import { CSV_TYPE } from './csvEncoding';
import { HTML_TYPE, type HtmlContent } from './htmlEncoding';
import { GEOJSON, JSON_TYPE, OPENAPI_TYPE, ogcRoot } from './links';
import type { OutputFormat } from './outputFormat';
import { SCHEMA_TYPE } from './queryables';

type Parameter = Record<string, unknown>;

/** A path of the document: one GET. */
interface PathItem {
  get: { summary: string; parameters: Parameter[]; responses: object };
}

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

/** An encoding a path answers in: its `f` value and media type. */
type Encoding = readonly [f: OutputFormat, mediaType: string];

const HTML: Encoding = ['html', HTML_TYPE];
const JSON_DOCUMENT: readonly Encoding[] = [['json', JSON_TYPE], HTML];

/** The `f` parameter of a path: the encodings it comes in, JSON first (the default). */
function formatParameter(encodings: readonly Encoding[]): Parameter {
  return query(
    'f',
    'The encoding of the answer. Without it, the Accept header chooses among the same media types; JSON when it names none of them.',
    { type: 'string', enum: encodings.map(([name]) => name), default: 'json' },
  );
}

/** A 200 answer in each encoding of a path. */
function answer(description: string, encodings: readonly Encoding[]) {
  return {
    description,
    content: Object.fromEntries(
      encodings.map(([, mediaType]) => [mediaType.split(';')[0], { schema: { type: 'object' } }]),
    ),
  };
}

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

const ERROR: readonly Encoding[] = [['json', JSON_TYPE]];
const EXCEPTIONS = {
  '400': answer('A parameter the API cannot honour, named in `parameter`.', ERROR),
  '401': answer('A district station’s data asked for anonymously, or a bad token.', ERROR),
  '404': answer('No such collection or feature.', ERROR),
};

/** The OpenAPI 3.0 document of `/ogc`, built from the collections it serves. */
export function openApiDocument(
  request: FastifyRequest,
  collections: readonly OgcCollection[],
  version: string,
) {
  const get = (
    summary: string,
    parameters: Parameter[],
    description: string,
    encodings: readonly Encoding[],
  ): PathItem => ({
    get: {
      summary,
      parameters: [...parameters, formatParameter(encodings)],
      responses: { '200': answer(description, encodings), ...EXCEPTIONS },
    },
  });
  const paths: Record<string, PathItem> = {
    '/': get('Landing page', [], 'The landing page.', JSON_DOCUMENT),
    '/conformance': get('Conformance classes', [], 'The conformance classes.', JSON_DOCUMENT),
    '/api': get('This document', [], 'The OpenAPI document.', [['json', OPENAPI_TYPE], HTML]),
    '/collections': get('The collections', [], 'The collections.', JSON_DOCUMENT),
  };
  for (const collection of collections) {
    const path = `/collections/${collection.id}`;
    const filters = collection.filters.map((name) =>
      query(name, `Only features whose ${name} is one of these (comma-separated).`, {
        type: 'string',
      }),
    );
    paths[path] = get(collection.title, [], `The ${collection.id} collection.`, JSON_DOCUMENT);
    paths[`${path}/queryables`] = get(
      `${collection.title}: queryables`,
      [],
      'The properties its items can be filtered on, as a JSON Schema.',
      [['json', SCHEMA_TYPE], HTML],
    );
    paths[`${path}/items`] = get(
      `${collection.title}: features`,
      [...COMMON, ...BY_PAGING[collection.paging], ...filters],
      'A page of features.',
      [['json', GEOJSON], ['csv', CSV_TYPE], HTML],
    );
    paths[`${path}/items/{featureId}`] = get(
      `${collection.title}: one feature`,
      [
        { name: 'featureId', in: 'path', required: true, schema: { type: 'string' } },
        ...COMMON.filter((parameter) => ['crs', 'properties'].includes(parameter.name as string)),
      ],
      'The feature.',
      [['json', GEOJSON], HTML],
    );
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Headgate open water data (OGC API – Features)',
      version,
      description:
        'The district’s monitoring locations, facilities and readings. Every path answers in the ' +
        'encodings its `f` parameter lists; without `f`, by the Accept header (a browser gets HTML).',
    },
    servers: [{ url: ogcRoot(request) }],
    paths,
  };
}

/** The OpenAPI document as a plain page: each path with what it answers. */
export function apiPage(document: ReturnType<typeof openApiDocument>): Omit<HtmlContent, 'links'> {
  return {
    title: document.info.title,
    description: document.info.description,
    table: {
      columns: ['path', 'summary', 'encodings'],
      rows: Object.entries(document.paths).map(([path, operation]) => [
        `${document.servers[0]!.url}${path}`,
        operation.get.summary,
        (
          operation.get.parameters.find((parameter) => parameter.name === 'f')?.schema as {
            enum: string[];
          }
        ).enum,
      ]),
    },
  };
}
