import * as z from 'zod';
import { MAP_SYMBOL_SHAPES, type MapSymbolParameter } from './mapSymbolParameters';

const hexColor = z
  .string()
  .regex(/^#?[0-9A-Fa-f]{6}$/, 'Expected a 6-digit hex colour such as #336699.');

/** `GET /api/icon/icon`: a map symbol drawn as SVG. */
export const mapSymbolQuerySchema = z.object({
  shape: z.enum(MAP_SYMBOL_SHAPES),
  color: hexColor,
  strokeColor: hexColor.default('#ffffff'),
  strokeWidth: z.coerce.number().min(0).max(10).default(1),
  width: z.coerce.number().int().min(4).max(256).default(24),
  height: z.coerce.number().int().min(4).max(256).default(24),
} satisfies Record<MapSymbolParameter, z.ZodType>);
export type MapSymbolQuery = z.infer<typeof mapSymbolQuerySchema>;
