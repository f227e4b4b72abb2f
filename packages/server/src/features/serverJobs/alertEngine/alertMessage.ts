import {
  DISTRICT_TIME_ZONE,
  districtZoneName,
  formatDenver,
  TIMESTAMP_FORMAT,
} from '@headgate/district-clock';

/** An alert that fires, with what its message says. */
export interface FiringAlert {
  alert_request_ndx: number;
  alert_type_ndx: number;
  location_name: string;
  custom_loc_name: string | null;
  custom_subject: string | null;
  parameter_name: string;
  units: string;
  trigger_value: number;
  latest_value: number | null;
  latest_at: Date | null;
  recipients: string[];
}

const CONDITION: Record<number, string> = {
  1: 'is above',
  2: 'is below',
};

/**
 * The subject and body of an alert: the location (its custom name when set), the
 * reading with its units, the trigger, and the time on the district's clock.
 */
export function alertMessage(alert: FiringAlert, now: Date): { subject: string; body: string } {
  const place = alert.custom_loc_name ?? alert.location_name;
  const when = (at: Date) =>
    `${formatDenver(at.getTime(), TIMESTAMP_FORMAT)} ${districtZoneName(at.getTime())}`;
  if (alert.alert_type_ndx === 3) {
    const last = alert.latest_at
      ? `the last reading was at ${when(alert.latest_at)}`
      : 'there is no reading at all';
    return {
      subject: alert.custom_subject ?? `Headgate: no ${alert.parameter_name} data from ${place}`,
      body: `${place}: no ${alert.parameter_name} reading for ${alert.trigger_value} hours; ${last}. Checked ${when(now)} (${DISTRICT_TIME_ZONE}).`,
    };
  }
  const value = `${alert.latest_value} ${alert.units}`;
  const condition = CONDITION[alert.alert_type_ndx] ?? 'reached';
  return {
    subject:
      alert.custom_subject ??
      `Headgate: ${place} ${alert.parameter_name} ${condition} ${alert.trigger_value} ${alert.units}`,
    body: `${place}: ${alert.parameter_name} was ${value} at ${when(alert.latest_at!)} (${DISTRICT_TIME_ZONE}), which ${condition} the trigger of ${alert.trigger_value} ${alert.units}.`,
  };
}
