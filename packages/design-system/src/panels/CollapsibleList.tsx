import type { Key, ReactNode } from 'react';
import { DataState } from '../states/DataState';
import { CollapsiblePanel, type CollapsiblePanelProps } from './CollapsiblePanel';

export interface CollapsibleListProps<Item> extends Pick<
  CollapsiblePanelProps,
  'heading' | 'defaultExpanded'
> {
  /** The panel's title, also what the loader names ('Loading runs'). */
  title: string;
  /** The list's accessible name ('Import runs'). */
  listLabel: string;
  items: readonly Item[] | undefined;
  loading: boolean;
  error?: Error | null;
  /** Said when the list is empty ('Not run yet.'). */
  emptyText: string;
  itemKey: (item: Item) => Key;
  /** What one list item holds. */
  renderItem: (item: Item) => ReactNode;
}

/**
 * A collapsible panel holding a numbered list of fetched items (a record's history, an import's
 * runs), loading, failing and empty as every fetched piece of data does.
 */
export function CollapsibleList<Item>({
  title,
  heading,
  defaultExpanded,
  listLabel,
  items,
  loading,
  error,
  emptyText,
  itemKey,
  renderItem,
}: CollapsibleListProps<Item>) {
  return (
    <CollapsiblePanel title={title} heading={heading} defaultExpanded={defaultExpanded}>
      <DataState
        label={title.toLowerCase()}
        loading={loading}
        error={error}
        errorText="Error fetching data: "
        empty={!items?.length}
        emptyText={emptyText}
      >
        <ol aria-label={listLabel} style={{ margin: 0, paddingLeft: 20 }}>
          {items?.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ol>
      </DataState>
    </CollapsiblePanel>
  );
}
