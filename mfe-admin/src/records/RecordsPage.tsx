import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useQuery } from '@tanstack/react-query';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { RECORD_TOASTS, type AuditedEntity } from '@headgate/contracts';
import { useAuthScope } from '@headgate/auth';
import { DataTable, type TablePageSize } from '@headgate/design-system';
import { ConfirmDelete } from './ConfirmDelete';
import { listKey, listQuery, sendRecord, useRecordWrite } from './recordApi';

/** What the form of a `RecordsPage` is opened for: a new record (maybe a copy) or one to edit. */
export type RecordOpening<Row> = { kind: 'new'; copyOf?: Row } | { kind: 'edit'; row: Row };

export interface RecordsPageProps<Row extends GridValidRowModel> {
  /** The records' API path: GET lists, POST creates, PUT/DELETE `path/{id}`. */
  path: string;
  entity: AuditedEntity;
  /** The table's accessible name: 'Contacts'. */
  label: string;
  /** The record in a button or a question: 'contact' (Add contact, Delete contact …?). */
  noun: string;
  idOf: (row: Row) => number;
  nameOf: (row: Row) => string;
  columns: GridColDef<Row>[];
  pageSize: TablePageSize;
  /** What still uses a record; a record in use cannot be deleted (the tooltip says by what). */
  usedBy?: (row: Row) => readonly string[];
  /** Offers Copy: a new record filled from the row. */
  copyable?: boolean;
  /** The form for an opening; it closes itself with `close` once saved or cancelled. */
  renderForm: (opening: RecordOpening<Row>, close: () => void) => ReactNode;
  /** Where the form goes: below the table (default) or above it. */
  formPlacement?: 'above' | 'below';
  /** Which rows the table shows (all by default), e.g. enabled imports only. */
  visible?: (row: Row) => boolean;
  /** More lists the page needs to know about when a record changes. */
  alsoInvalidates?: readonly string[];
}

/**
 * A system-management table of records with Add, Edit, Copy and Delete, and the record form
 * (spec §2 Contacts, Groups, Locations Setup, Facilities Setup, Imports Configuration).
 */
export function RecordsPage<Row extends GridValidRowModel>({
  path,
  entity,
  label,
  noun,
  idOf,
  nameOf,
  columns,
  pageSize,
  usedBy = () => [],
  copyable = false,
  renderForm,
  formPlacement = 'below',
  alsoInvalidates = [],
  visible = () => true,
}: RecordsPageProps<Row>) {
  const scope = useAuthScope();
  const rows = useQuery(listQuery<Row>(scope, path));
  const [opening, setOpening] = useState<RecordOpening<Row> | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const remove = useRecordWrite({
    send: (id: number) => sendRecord('DELETE', `/${path}/${id}`),
    success: RECORD_TOASTS.deleted,
    invalidates: [listKey(path), ['audit', entity], ...alsoInvalidates.map(listKey)],
    onSaved: () => {
      setDeleting(null);
      setOpening(null);
    },
  });

  const actions: GridColDef<Row> = {
    field: 'actions',
    headerName: 'Actions',
    width: copyable ? 130 : 100,
    sortable: false,
    filterable: false,
    disableExport: true,
    renderCell: ({ row }) => {
      const uses = usedBy(row);
      const name = nameOf(row);
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
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setOpening({ kind: 'new' })}
        >
          Add {noun}
        </Button>
      </Stack>
      {formPlacement === 'above' && <div key={formKey}>{form}</div>}
      <DataTable<Row>
        label={label}
        rows={(rows.data ?? []).filter(visible)}
        columns={[actions, ...columns]}
        getRowId={idOf}
        loading={rows.isLoading}
        errorMessage={rows.error ? `Error fetching data: ${rows.error.message}` : null}
        pageSize={pageSize}
        exportFileName={path}
      />
      {formPlacement === 'below' && <div key={formKey}>{form}</div>}
      <ConfirmDelete
        name={deleting ? `${noun} ${nameOf(deleting)}` : ''}
        open={deleting !== null}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(idOf(deleting))}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
