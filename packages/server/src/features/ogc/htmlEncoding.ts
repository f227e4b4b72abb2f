import type { OgcFeature } from './features';
import type { OgcLink } from './links';

/** The media type `f=html` answers with. */
export const HTML_TYPE = 'text/html; charset=utf-8';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escape(value: unknown): string {
  const text = Array.isArray(value) ? value.join(', ') : value == null ? '' : String(value);
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** A plain page's table: a heading per column, then the rows. */
export interface HtmlTable {
  columns: readonly string[];
  rows: readonly (readonly unknown[])[];
}

/** What a plain page shows: a title, a description, its links and optionally a table. */
export interface HtmlContent {
  title: string;
  description?: string;
  links: readonly OgcLink[];
  table?: HtmlTable;
}

/**
 * A plain readable page for a person who opens an `/ogc` URL in a browser: no script, only the
 * site's own inline-free markup, so the site's Content-Security-Policy holds.
 */
export function htmlPage(content: HtmlContent): string {
  const links = content.links
    .map(
      (link) =>
        `<li><a href="${escape(link.href)}">${escape(link.title ?? link.rel)}</a> <small>(${escape(link.rel)}${link.type ? `, ${escape(link.type)}` : ''})</small></li>`,
    )
    .join('');
  const table = content.table
    ? `<table border="1" cellpadding="4"><thead><tr>${content.table.columns
        .map((column) => `<th>${escape(column)}</th>`)
        .join('')}</tr></thead><tbody>${content.table.rows
        .map((row) => `<tr>${row.map((cell) => `<td>${escape(cell)}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(content.title)}</title></head>
<body><h1>${escape(content.title)}</h1>${content.description ? `<p>${escape(content.description)}</p>` : ''}
<ul>${links}</ul>${table}</body></html>
`;
}

/** A page of features as table rows: id, x, y, then the properties. */
export function featureRows(
  features: readonly OgcFeature[],
  properties: readonly string[],
): HtmlTable {
  return {
    columns: ['id', 'x', 'y', ...properties],
    rows: features.map((feature) => {
      const point = feature.geometry?.type === 'Point' ? feature.geometry.coordinates : [];
      return [
        feature.id,
        point[0],
        point[1],
        ...properties.map((name) => feature.properties[name]),
      ];
    }),
  };
}

/** One feature as a table of its fields, one per row: id, x, y, then the properties. */
export function featureTable(feature: OgcFeature, properties: readonly string[]): HtmlTable {
  const { columns, rows } = featureRows([feature], properties);
  return { columns: ['field', 'value'], rows: columns.map((name, at) => [name, rows[0]![at]]) };
}
