import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MOBILE_MAX_WIDTH_PX } from '@headgate/contracts';
import { NewVersionPrompt } from '../installable/NewVersionPrompt';
import { useRemoteUpdate } from '../installable/useRemoteUpdate';
import { useTrackerWorker } from '../installable/useTrackerWorker';
import { OfflineBanner } from '../offline/OfflineBanner';
import { useNow } from '../offline/useNow';
import { useOnline } from '../offline/useOnline';
import { PivotReportTable } from '../pivot/PivotReportTable';
import { AvailableFlowTables } from './AvailableFlowTables';
import { LastReportsTable } from './LastReportsTable';
import { ReportSection } from './ReportSection';
import { TrackerLegend } from './TrackerLegend';
import { useTrackerReports, type TrackerReports } from './trackerQueries';

const PIVOT_SECTIONS = [
  { key: 'storage', title: 'Storage' },
  { key: 'recharge', title: 'Recharge' },
  { key: 'augmentation', title: 'Aug Flows' },
  { key: 'wells', title: 'Wells overview' },
] as const;

const LAST_REPORTS = 'last-reports';
// Gloved thumbs in the field: at least 44 px (WCAG 2.5.5), a little more to be sure.
const touchTarget = { minHeight: 48 };
const BATTERIES = 'batteries';

/** The oldest moment among the answers on screen: what the offline banner dates the data by. */
function oldestAnswer(reports: TrackerReports): number | undefined {
  const times = Object.values(reports).flatMap((answer) =>
    answer.asOf === undefined ? [] : [answer.asOf],
  );
  return times.length ? Math.min(...times) : undefined;
}

/**
 * The Mobile Tracker (spec/dashboard.md §2): one narrow column for field staff. The legend, two
 * buttons that jump to Last Reports and Battery Status, then the collapsible tables. Every table
 * is kept on the device; without a network the kept tables show, under a banner with their age.
 */
export function MobileTrackerPage() {
  const reports = useTrackerReports();
  const online = useOnline();
  const now = useNow();
  // A new shell (its worker waits) or a new tracker remote: either one is offered the same way.
  const workerUpdate = useTrackerWorker().update;
  const remoteUpdate = useRemoteUpdate().update;
  const update = workerUpdate ?? remoteUpdate;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) => () =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const jumpTo = (id: string) => () => {
    setCollapsed((current) => new Set([...current].filter((section) => section !== id)));
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById(id)
      ?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  };
  const section = (id: string) => ({
    id,
    expanded: !collapsed.has(id),
    onToggle: toggle(id),
    online,
  });

  return (
    <Box sx={{ maxWidth: MOBILE_MAX_WIDTH_PX, mx: 'auto', width: '100%' }}>
      {online ? null : <OfflineBanner asOf={oldestAnswer(reports)} now={now} />}
      <Stack spacing={1.5} sx={{ py: 1.5 }}>
        <TrackerLegend />
        <Stack direction="row" spacing={1}>
          <Button variant="contained" fullWidth sx={touchTarget} onClick={jumpTo(LAST_REPORTS)}>
            Last Reports
          </Button>
          <Button variant="contained" fullWidth sx={touchTarget} onClick={jumpTo(BATTERIES)}>
            Battery Status
          </Button>
        </Stack>
      </Stack>
      {PIVOT_SECTIONS.map(({ key, title }) => (
        <ReportSection key={key} title={title} answer={reports[key]} {...section(key)}>
          {(rows) => <PivotReportTable label={title} records={rows} nameHeader="Location" />}
        </ReportSection>
      ))}
      <ReportSection
        title="Last Reports (oldest by Facility)"
        answer={reports.lastReports}
        {...section(LAST_REPORTS)}
      >
        {(rows) => <LastReportsTable rows={rows} now={now} />}
      </ReportSection>
      <ReportSection
        title="Avail Flow Calculation Formulas and Notes"
        answer={reports.availableFlow}
        {...section('available-flow')}
      >
        {(rows) => <AvailableFlowTables rows={rows} notes={reports.availableFlowNotes} />}
      </ReportSection>
      <ReportSection title="Batteries" answer={reports.batteries} {...section(BATTERIES)}>
        {(rows) => <PivotReportTable label="Batteries" records={rows} nameHeader="Location" />}
      </ReportSection>
      <NewVersionPrompt update={update} />
    </Box>
  );
}
