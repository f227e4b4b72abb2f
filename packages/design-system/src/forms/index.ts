/**
 * The one form pattern (react-hook-form with the zod schemas the server validates with), as its
 * own entry point. It is not a shared singleton: it holds no state, and only the areas with forms
 * carry it (react-hook-form and MUI's inputs), where the shared entry loaded them on every page.
 */
export { useSchemaForm } from './useSchemaForm';
export type { FormValues } from './useSchemaForm';
export {
  FormMultiSelect,
  FormNumberField,
  FormSelect,
  FormTextField,
  FormYesNo,
} from './FormFields';
export { blockNumberKeys, FORM_FIELD_WIDTH } from './fieldConventions';
export { RecordFormPanel } from './RecordFormPanel';
export type { RecordFormPanelProps } from './RecordFormPanel';
export { RecordHistory } from './RecordHistory';
export { auditChanges } from './auditChanges';
