export {
  defineRecord,
  idParamsSchema,
  recordDeletedSchema,
  type RecordDescriptor,
  type RecordToasts,
} from './recordDescriptor';
