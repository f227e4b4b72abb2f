export {
  defineRecord,
  idParamsSchema,
  recordDeletedSchema,
  type RecordDescriptor,
  type RecordToasts,
} from './recordDescriptor';
export {
  canonicalJson,
  linkSetVersion,
  recordVersion,
  versionOfRow,
  versionTag,
} from './recordVersion';
export { staleRecordSchema, type StaleRecord } from './staleRecord';
