import { useMemo, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import { useEndpointQuery } from '@headgate/api-client';
import {
  STALE_RECORD_TEXTS,
  type Endpoint,
  type EndpointInput,
  type RecordDescriptor,
  type StaleRecord,
} from '@headgate/contracts';
import { DataTable, type TablePageSize } from '@headgate/design-system';
import { ConfirmDelete } from './ConfirmDelete';
import {
  deleteRecord,
  recordChanges,
  recordIdOf,
  recordVersionOf,
  type RecordRow,
} from './recordCalls';
import { RecordEditingContext, type RecordEditing } from './recordEditing';
import { StaleRecordNotice } from './StaleRecordNotice';
import { useRecordWrite } from './useRecordWrite';

/** What the form of a `RecordsPage` is opened for: a new record (maybe a copy) or one to edit. */
export type RecordOpening<Row> = { kind: 'new'; copyOf?: Row } | { kind: 'edit'; row: Row };

export interface RecordsPageProps<R extends RecordDescriptor> {
  /** The record: its list, its deletion, its id, its toasts. */
  record: R;
  /** The table's accessible name: 'Contacts'. */
  label: string;
  /** The record in a button or a question (Add contact, Delete contact …?); the descriptor's noun, in lower case, unless given. */
  noun?: string;
  /** The add button's text, `Add {noun}` unless given. */
  addLabel?: string;
  /** The record's name after its noun in the delete question. */
  nameOf: (row: RecordRow<R>) => string;
  /** What the row's Edit, Copy and Delete buttons name; `nameOf` unless given. */
  actionNameOf?: (row: RecordRow<R>) => string;
  columns: GridColDef<RecordRow<R>>[];
  pageSize: TablePageSize;
  /** What still uses a record; a record in use cannot be deleted (the tooltip says by what). */
  usedBy?: (row: RecordRow<R>) => readonly string[];
  /** Offers Copy: a new record filled from the row. */
  copyable?: boolean;
  /** The form for an opening; it closes itself with `close` once saved or cancelled. */
  renderForm: (opening: RecordOpening<RecordRow<R>>, close: () => void) => ReactNode;
  /** Where the form goes: below the table (default) or above it. */
  formPlacement?: 'above' | 'below';
  /** Which rows the table shows (all by default), e.g. enabled imports only. */
  visible?: (row: RecordRow<R>) => boolean;
  /** More answers the page makes stale when a record is deleted. */
  alsoInvalidates?: readonly Endpoint[];
  /** Beside the add button: a search field, for instance. */
  toolbar?: ReactNode;
  /** The table's CSV export file, the record's path unless given; null offers no export. */
  exportFileName?: string | null;
  /** Before the message when the rows could not be fetched. */
  errorPrefix?: string;
  /** Below the form: more about the records (the alerts' outbox). */
  children?: ReactNode;
}

/**
 * An admin table of records with Add, Edit, Copy and Delete, and the record form (spec §2
 * Alerts Management, Contacts, Groups, Locations Setup, Facilities Setup, Imports
 * Configuration, Users Management). An edit and a deletion are conditional on the version of
 * the record as the table showed it: if someone changed it since, nothing is written and the
 * form or the delete question says so, with Reload.
 */
export function RecordsPage<R extends RecordDescriptor>({
  record,
  label,
  noun = record.noun.toLowerCase(),
  addLabel = `Add ${noun}`,
  nameOf,
  actionNameOf = nameOf,
  columns,
  pageSize,
  usedBy = () => [],
  copyable = false,
  renderForm,
  formPlacement = 'below',
  alsoInvalidates = [],
  visible = () => true,
  toolbar,
  exportFileName = record.path,
  errorPrefix = 'Error fetching data: ',
  children,
}: RecordsPageProps<R>) {
  type Row = RecordRow<R>;
  type List = R['endpoints']['list'];
  const rows = useEndpointQuery<List>(record.endpoints.list, {} as EndpointInput<List>);
  const idOf = (row: Row) => recordIdOf(record, row);
  const [opening, setOpening] = useState<RecordOpening<Row> | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [staleDelete, setStaleDelete] = useState<StaleRecord | null>(null);
  const remove = useRecordWrite({
    send: (row: Row) => deleteRecord(record, idOf(row), recordVersionOf(record, row)),
    success: record.toasts.deleted,
    invalidates: recordChanges(record, alsoInvalidates),
    onSaved: () => {
      setDeleting(null);
      setOpening(null);
    },
    onStale: setStaleDelete,
  });
  const closeDelete = () => {
    setDeleting(null);
    setStaleDelete(null);
  };
  const editedRow = opening?.kind === 'edit' ? opening.row : null;
  // The form's save is conditional on the row as the table showed it; Reload swaps in theirs.
  const editing = useMemo<RecordEditing | null>(
    () =>
      editedRow && {
        version: recordVersionOf(record, editedRow),
        reload: (current) => setOpening({ kind: 'edit', row: current as Row }),
      },
    [record, editedRow],
  );

  const actions: GridColDef<Row> = {
    field: 'actions',
    headerName: 'Actions',
    width: copyable ? 130 : 100,
    sortable: false,
    filterable: false,
    disableExport: true,
    renderCell: ({ row }) => {
      const uses = usedBy(row);
      const name = actionNameOf(row);
      return (
        <>
          <IconButton
            size="small"
            aria-label={`Edit ${name}`}
            onClick={() => setOpening({ kind: 'edit', row })}
          >
            <EditIcon fontSize="small" />
          </IconButton>
          {copyable && (
            <IconButton
              size="small"
              aria-label={`Copy ${name}`}
              onClick={() => setOpening({ kind: 'new', copyOf: row })}
            >
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          )}
          <Tooltip title={uses.length ? `Used by ${uses.join(', ')}: it cannot be deleted.` : ''}>
            <span>
              <IconButton
                size="small"
                aria-label={`Delete ${name}`}
                disabled={uses.length > 0}
                onClick={() => setDeleting(row)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </>
      );
    },
  };

  const form = opening && renderForm(opening, () => setOpening(null));
  const formKey =
    opening?.kind === 'edit'
      ? `edit-${idOf(opening.row)}`
      : `new-${opening?.copyOf ? idOf(opening.copyOf) : ''}`;

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{
          justifyContent: toolbar ? 'space-between' : 'flex-end',
          flexWrap: 'wrap',
          rowGap: 1,
        }}
      >
        {toolbar}
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setOpening({ kind: 'new' })}
        >
          {addLabel}
        </Button>
      </Stack>
      {formPlacement === 'above' && (
        <RecordEditingContext value={editing}>
          <div key={formKey}>{form}</div>
        </RecordEditingContext>
      )}
      <DataTable<Row>
        label={label}
        rows={((rows.data ?? []) as Row[]).filter(visible)}
        columns={[actions, ...columns]}
        getRowId={idOf}
        loading={rows.isLoading}
        errorMessage={rows.error ? `${errorPrefix}${rows.error.message}` : null}
        pageSize={pageSize}
        exportFileName={exportFileName ?? undefined}
      />
      {formPlacement === 'below' && (
        <RecordEditingContext value={editing}>
          <div key={formKey}>{form}</div>
        </RecordEditingContext>
      )}
      {children}
      <ConfirmDelete
        name={deleting ? `${noun} ${nameOf(deleting)}` : ''}
        open={deleting !== null}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={closeDelete}
        notice={
          staleDelete && (
            <StaleRecordNotice
              stale={staleDelete}
              outcome={STALE_RECORD_TEXTS.deleteRefused}
              onReload={() => {
                setDeleting(staleDelete.current as Row);
                setStaleDelete(null);
              }}
            />
          )
        }
      />
    </Stack>
  );
}
