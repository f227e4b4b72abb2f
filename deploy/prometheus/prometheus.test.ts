import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exposedMetricNames, metricNamesIn } from './metricNames';
import {
  installShippedConfig,
  missingForPrometheus,
  PROMETHEUS_DIR,
  promtool,
} from './throwawayPrometheus';

const DASHBOARD = path.join(PROMETHEUS_DIR, '..', 'grafana', 'headgate-dashboard.json');
const missing = missingForPrometheus();
if (missing) console.warn(`promtool checks skipped: ${missing}`);
const describePromtool = missing ? describe.skip : describe;

/** promtool's exit status and everything it said, for a failure to show. */
const outcome = (result: ReturnType<typeof promtool>) => ({
  status: result.status,
  said: result.stdout + result.stderr,
});

describePromtool('the shipped Prometheus files', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headgate-promtool-'));
    installShippedConfig(dir, { token: 'scrape-secret' });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are a valid configuration, loading the rules, once the token file is beside it', () => {
    expect(outcome(promtool(['check', 'config', 'prometheus.yml'], dir))).toMatchObject({
      status: 0,
      said: expect.stringMatching(/Checking .*headgate\.rules\.yml\s+SUCCESS: \d+ rules found/),
    });
  });

  it('are valid alert rules', () => {
    expect(outcome(promtool(['check', 'rules', 'headgate.rules.yml'], dir)).status).toBe(0);
  });

  it("pass the rules' unit tests, each alert firing and not", () => {
    expect(outcome(promtool(['test', 'rules', 'headgate.rules.test.yml'], dir))).toMatchObject({
      status: 0,
      said: expect.stringContaining('SUCCESS'),
    });
  });
});

interface Panel {
  type: string;
  id: number;
  title: string;
  description?: string;
  datasource?: { type: string; uid: string };
  gridPos: { x: number; y: number; w: number; h: number };
  targets?: { refId: string; expr: string; datasource: { uid: string } }[];
}

describe('the shipped Grafana dashboard', () => {
  const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, 'utf8')) as {
    uid: string;
    title: string;
    schemaVersion: number;
    templating: { list: { name: string; type: string; query: unknown }[] };
    panels: Panel[];
  };
  const graphs = dashboard.panels.filter((panel) => panel.type !== 'row');

  it('picks its Prometheus as a template variable', () => {
    expect(dashboard).toMatchObject({ uid: 'headgate-overview', title: 'Headgate' });
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }),
    );
    for (const panel of graphs) {
      expect([panel.title, panel.datasource]).toEqual([
        panel.title,
        { type: 'prometheus', uid: '${datasource}' },
      ]);
      for (const target of panel.targets ?? []) expect(target.datasource.uid).toBe('${datasource}');
    }
  });

  it('has described panels with queries, unique ids, and no two overlapping', () => {
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    const cells = new Set<string>();
    for (const panel of dashboard.panels) {
      const { x, y, w, h } = panel.gridPos;
      expect(x + w).toBeLessThanOrEqual(24);
      for (let row = y; row < y + h; row++) {
        for (let column = x; column < x + w; column++) {
          expect(cells.has(`${row},${column}`)).toBe(false);
          cells.add(`${row},${column}`);
        }
      }
    }
    for (const panel of graphs) {
      expect([panel.title, panel.description?.length]).toEqual([panel.title, expect.any(Number)]);
      expect(panel.targets?.length).toBeGreaterThan(0);
      for (const target of panel.targets!) expect(target.expr).toMatch(/\w/);
    }
  });
});

describe('metricNamesIn', () => {
  it('finds the metric names of an expression, not its functions, labels or variables', () => {
    expect(
      metricNamesIn(
        'histogram_quantile(0.95, sum by (le, route) (rate(http_request_duration_seconds_bucket{job="headgate", route=~"/api/.*", instance=~"$instance"}[$__rate_interval]))) / on (instance) group_left up offset 5m > 1e3 and time() - x_seconds',
      ),
    ).toEqual(['http_request_duration_seconds_bucket', 'up', 'x_seconds']);
  });

  it("reads an exposition's names from its TYPE lines, with a histogram's samples", () => {
    const exposition = [
      '# TYPE http_request_duration_seconds histogram',
      '# TYPE headgate_sign_ins_total counter',
      'headgate_sign_ins_total{outcome="failed"} 2',
    ].join('\n');
    expect([...exposedMetricNames(exposition)].sort()).toEqual([
      'headgate_sign_ins_total',
      'http_request_duration_seconds_bucket',
      'http_request_duration_seconds_count',
      'http_request_duration_seconds_sum',
    ]);
  });
});
