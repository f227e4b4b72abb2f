import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DataState } from '@headgate/design-system';

/** The spec's text before a widget call's error message (spec §8). */
export const RECENT_DATA_ERROR = 'Error fetching recent data summary: ';
/**
 * What an empty widget says: the spec's text for an empty recent series (spec/public-map.md §8),
 * not the 'No Data Available' of other empty charts and tables.
 */
export const RECENT_DATA_EMPTY = 'No data available';

/**
 * A summary widget's frame: its title, then its content or its loading, error or empty state
 * ('No data available').
 */
export function WidgetCard({
  title,
  loading,
  error,
  empty,
  errorText = RECENT_DATA_ERROR,
  children,
}: {
  title: string;
  loading: boolean;
  error: Error | null;
  empty: boolean;
  /** The spec's text before the error's message; the Recent Data Summary's by default. */
  errorText?: string;
  children: ReactNode;
}) {
  const id = `widget-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography id={id} variant="subtitle1" component="h4" sx={{ fontWeight: 600, mb: 2 }}>
          {title}
        </Typography>
        <DataState
          label={title}
          loading={loading}
          error={error}
          errorText={errorText}
          empty={empty}
          emptyText={RECENT_DATA_EMPTY}
        >
          {children}
        </DataState>
      </CardContent>
    </Card>
  );
}
