export {
  defineRecord,
  idParamsSchema,
  MAX_INTEGER,
  recordDeletedSchema,
  type RecordDescriptor,
  type RecordToasts,
} from './recordDescriptor';
