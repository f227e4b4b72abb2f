import type { FastifyRequest } from 'fastify';
import type { OgcCollection } from './collection';
import type { HtmlTable } from './htmlEncoding';
import { ogcUrl } from './links';

/** The link relation of a collection's queryables (OGC API – Features Part 3). */
export const QUERYABLES_REL = 'http://www.opengis.net/def/rel/ogc/1.0/queryables';
/** The media type of a JSON Schema document. */
export const SCHEMA_TYPE = 'application/schema+json';

const DESCRIPTIONS: Record<string, string> = {
  monitoring_location_id: 'A monitoring location’s id (PLAHENCO); a comma list matches any',
  parameter: 'A parameter code (flow_cfs); a comma list matches any',
  facility_type: 'A facility type; a comma list matches any',
};

/**
 * `/collections/{id}/queryables`: the properties a client may filter the collection's items on,
 * as a JSON Schema (Part 3), each a text matched exactly; `datetime` where the items are
 * readings. Clients (GDAL, QGIS) read it to send their filters to the server.
 */
export function queryables(request: FastifyRequest, collection: OgcCollection) {
  const properties: Record<
    string,
    { type: string; format?: string; title: string; description: string }
  > = {};
  for (const name of collection.filters) {
    properties[name] = { type: 'string', title: name, description: DESCRIPTIONS[name] ?? name };
  }
  if (collection.paging === 'keyset') {
    properties.datetime = {
      type: 'string',
      format: 'date-time',
      title: 'time',
      description: 'The reading’s time: an instant, a day or an interval (datetime parameter)',
    };
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: ogcUrl(request, `/collections/${collection.id}/queryables`),
    type: 'object',
    title: collection.title,
    properties,
    additionalProperties: false,
  };
}

/** The queryables as a plain page's table: each property's name, type and meaning. */
export function queryablesRows(schema: ReturnType<typeof queryables>): HtmlTable {
  return {
    columns: ['queryable', 'type', 'description'],
    rows: Object.entries(schema.properties).map(([name, property]) => {
      const { type, format, description } = property;
      return [name, format ? `${type} (${format})` : type, description];
    }),
  };
}
