import type Feature from 'ol/Feature';
import { buildExpression, newEvaluationContext } from 'ol/expr/cpu';
import { BooleanType, computeGeometryType, newParsingContext, parse } from 'ol/expr/expression';
import type VectorSource from 'ol/source/Vector';
import type { LabelRecipe } from './glFlatStyle';
import { spaceLetters, wrapLabel, type MeasureText } from './labelLines';

/**
 * Measures text in a font on a canvas; without a canvas (tests) every text is 0 wide. Each text
 * is measured once per measure: wrapping a layer's labels asks for the same words and lines
 * again and again, and setting a canvas font (parsed anew every time) is itself the slow part,
 * so it is set only when another font was set since.
 */
export function canvasMeasure(font: string): MeasureText {
  measureContext ??= document.createElement('canvas').getContext('2d') ?? null;
  const context = measureContext;
  if (!context) return () => 0;
  const widths = new Map<string, number>();
  return (text) => {
    let width = widths.get(text);
    if (width === undefined) {
      if (measureFont !== font) {
        context.font = font;
        measureFont = font;
      }
      width = context.measureText(text).width;
      widths.set(text, width);
    }
    return width;
  };
}

let measureFont: string | undefined;
let measureContext: CanvasRenderingContext2D | null | undefined;

/** The text a label recipe makes of a feature's properties: '' when it has none. */
export function labelText(
  properties: Readonly<Record<string, unknown>>,
  recipe: LabelRecipe,
  measure: MeasureText,
): string {
  const raw = properties[recipe.field];
  if (raw === undefined || raw === null) return '';
  let text = String(raw).trim();
  if (recipe.uppercase) text = text.toUpperCase();
  return recipe.maxWidthEms === null
    ? spaceLetters(text, recipe.letterSpacing)
    : wrapLabel(text, measure, recipe.maxWidthEms, recipe.letterSpacing);
}

/**
 * Whether a recipe's layer labels a feature, by the layer's filter on feature data. A filter
 * that depends on the zoom cannot tell before drawing: the feature gets the label.
 */
function labelledBy(
  recipe: LabelRecipe,
): (feature: Feature, properties: Record<string, unknown>) => boolean {
  if (recipe.filter === undefined) return () => true;
  const parsing = newParsingContext();
  parse(recipe.filter, BooleanType, parsing);
  if (parsing.mapState) return () => true;
  const evaluate = buildExpression(recipe.filter, BooleanType, parsing);
  const context = newEvaluationContext();
  return (feature, properties) => {
    context.properties = properties;
    context.featureId = feature.getId() ?? null;
    const geometry = feature.getGeometry();
    if (parsing.geometryType && geometry) context.geometryType = computeGeometryType(geometry);
    return evaluate(context) === true;
  };
}

/**
 * Writes each recipe's label into the features its layer labels, now and as features arrive,
 * for the flat styles to draw: a flat style cannot break lines or space letters itself. Only
 * those: measuring text is the cost, and each place rank is a layer of its own.
 */
export function labelFeatures(source: VectorSource, recipes: readonly LabelRecipe[]): void {
  if (recipes.length === 0) return;
  const measures = recipes.map((recipe) => canvasMeasure(recipe.font));
  const labelled = recipes.map(labelledBy);
  const label = (feature: Feature) => {
    const properties = feature.getProperties();
    recipes.forEach((recipe, index) => {
      if (!labelled[index]!(feature, properties)) return;
      // Silently: the label is derived from the feature, not a change of it.
      feature.set(recipe.property, labelText(properties, recipe, measures[index]!), true);
    });
  };
  source.getFeatures().forEach(label);
  source.on('addfeature', (event) => {
    if (event.feature) label(event.feature);
  });
}
