export {
  DISCOVERY_SCHEMA_URL,
  DISCOVERY_URL,
  REVALIDATED_FILES,
  discoveryDocumentSchema,
  discoveryEntrySchema,
  parseDiscoveryDocument,
} from './discoverySchema';
export type { DiscoveryDocument, DiscoveryEntry } from './discoverySchema';
export { selectEntry } from './selectEntry';
