import type pg from 'pg';
import type { MapLayer } from '@headgate/contracts';
import type { Role } from '@headgate/contracts/roles';
import { maySee } from '../../../core/api/routeAccess';

interface LayerRow {
  layer_id: string;
  name: string;
  layer_type: MapLayer['type'];
  source_id: string;
  draw_order: number;
  legend_order: number;
  legend_group: string;
  layer_group: string;
  paint: Record<string, unknown>;
  layout: Record<string, unknown>;
  minzoom: number | null;
  /** Stored as entered: a district's own rows may hold nulls where the map expects nothing. */
  lre_properties: { titleField?: string | null; excludeFields?: string[] | null };
  exclude_popup: boolean;
  exclude_layer_collapse: boolean;
  custom_symbol: Record<string, unknown> | null;
  required_roles: string[];
  source_required_roles: string[];
}

/**
 * The layers a caller with these roles may see, in draw order. A layer is hidden when either it
 * or its source asks for a role the caller lacks; the role settings themselves are never sent.
 */
export async function visibleLayers(pool: pg.Pool, roles: readonly Role[]): Promise<MapLayer[]> {
  const { rows } = await pool.query<LayerRow>(
    `SELECT l.*, s.required_roles AS source_required_roles
       FROM map_layers l JOIN map_sources s USING (source_id)
      ORDER BY l.draw_order, l.layer_id`,
  );
  return rows
    .filter((row) => maySee(roles, row.required_roles) && maySee(roles, row.source_required_roles))
    .map((row) => ({
      id: row.layer_id,
      name: row.name,
      type: row.layer_type,
      source: row.source_id,
      drawOrder: row.draw_order,
      legendOrder: row.legend_order,
      legendGroup: row.legend_group,
      layerGroup: row.layer_group,
      paint: row.paint,
      layout: row.layout,
      minzoom: row.minzoom,
      popup: { excludePopup: row.exclude_popup },
      excludeLayerCollapse: row.exclude_layer_collapse,
      customSymbol: row.custom_symbol,
      lreProperties: {
        ...(typeof row.lre_properties.titleField === 'string'
          ? { titleField: row.lre_properties.titleField }
          : {}),
        excludeFields: row.lre_properties.excludeFields ?? [],
      },
    }));
}
