export {
  DISCOVERY_SCHEMA_URL,
  DISCOVERY_URL,
  REVALIDATED_FILES,
  discoveryDocumentSchema,
  discoveryEntrySchema,
  parseDiscoveryDocument,
} from './discoverySchema';
export type { DiscoveryDocument, DiscoveryEntry, RollbackRule } from './discoverySchema';
export { selectEntry, type EntryChooser } from './selectEntry';
export { entryForBucket, sharesKey, trafficBucket } from './trafficShares';
