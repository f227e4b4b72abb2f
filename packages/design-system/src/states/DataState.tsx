import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { Loader } from '@headgate/design-system/frame';
import { NO_DATA_TEXT } from '../dataGrid/dataGridSettings';

/**
 * The one way every area shows a piece of fetched data that is loading, failed or empty: a
 * spinner, the spec's error text with the error's message (e.g. 'Error fetching facility data:
 * …'), or 'No Data Available'; otherwise its content.
 */
export function DataState({
  label,
  loading,
  error,
  errorText,
  empty = false,
  emptyText = NO_DATA_TEXT,
  children,
}: {
  /** What is loading, for screen readers ("facility data"). */
  label: string;
  loading: boolean;
  error: Error | null | undefined;
  /** The spec's text before the error's message, e.g. 'Error fetching facility data: '. */
  errorText: string;
  empty?: boolean;
  emptyText?: string;
  children: ReactNode;
}) {
  if (loading) return <Loader label={`Loading ${label}`} />;
  if (error) return <Alert severity="error">{`${errorText}${error.message}`}</Alert>;
  if (empty) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  return <>{children}</>;
}
