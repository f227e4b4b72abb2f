import { useQuery } from '@tanstack/react-query';
import { useAuthScope } from '@headgate/auth';
import { widgetQuery, type WidgetRows } from '../../facilityData/facilityQueries';

/** A summary widget's rows for the facility, as the caller sees them. */
export function useWidgetRows<Widget extends keyof WidgetRows>(
  widget: Widget,
  facilityNdx: number,
) {
  return useQuery(widgetQuery(useAuthScope(), widget, facilityNdx));
}
