import { createContext, useContext } from 'react';

/**
 * What the form of a record opened for editing knows beyond its values: the version of the
 * record as the page showed it (its save is conditional on it), and how to show the record as
 * it is now instead (Reload, after someone else changed it). `RecordsPage` provides it around
 * the form it opens; a new record has none.
 */
export interface RecordEditing {
  version: string;
  /** Opens the record as it is now in the form, in place of the one it was opened with. */
  reload: (current: unknown) => void;
}

export const RecordEditingContext = createContext<RecordEditing | null>(null);

/** The editing of the record the form was opened for, or null for a new record. */
export function useRecordEditing(): RecordEditing | null {
  return useContext(RecordEditingContext);
}
