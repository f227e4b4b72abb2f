#!/usr/bin/env node
// `pnpm package`: the release artifact, dist/headgate-<version>.tar.gz. Unpacked on a host with
// Node 24 (and PostgreSQL), it runs with `bin/headgate serve`: the compiled server with its
// production dependencies, the built shell and remotes, the migrations and demo data, deploy/,
// the README and docs/.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { onSupportedNode } from './lib/nodeRuntime.mjs';
import { bundleServer } from './lib/serverBundle.mjs';
import { APPS, buildStale } from './lib/staleBuild.mjs';
import { fail, install, ROOT, run, step } from './lib/workspace.mjs';

await onSupportedNode();
const started = Date.now();
const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
const name = `headgate-${version}`;
const stageRoot = path.join(ROOT, 'dist', 'stage');
const stage = path.join(stageRoot, name);
const artifact = path.join(ROOT, 'dist', `${name}.tar.gz`);

install();
buildStale();
fs.rmSync(stageRoot, { recursive: true, force: true });

step('Compiling the server');
const serverDir = path.join(stage, 'packages', 'server');
const dependencies = await bundleServer(path.join(serverDir, 'dist')).catch((error) =>
  fail(error.message),
);
const serverManifest = {
  name: '@headgate/server',
  version,
  private: true,
  type: 'module',
  engines: { node: '>=24' },
  dependencies,
};
fs.writeFileSync(
  path.join(serverDir, 'package.json'),
  `${JSON.stringify(serverManifest, null, 2)}\n`,
);

step(`Installing its ${Object.keys(dependencies).length} production dependencies`);
run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund'], {
  cwd: serverDir,
});

step('Copying the migrations, demo data, built frontends and deploy/');
const copy = (from, to = from) =>
  fs.cpSync(path.join(ROOT, from), path.join(stage, to), { recursive: true });
copy('packages/server/src/core/database/migrations');
copy('packages/server/demo-data');
for (const app of APPS) {
  if (!fs.existsSync(path.join(ROOT, app, 'dist')))
    fail(`${app}/dist is missing: the build did not finish.`);
  copy(`${app}/dist`);
  copy(`${app}/package.json`);
}
for (const file of ['site.conf.template', 'standalone.conf.template', 'remote-host.conf'])
  copy(`deploy/nginx/${file}`);
copy('deploy/systemd');
// What an operator installs in Prometheus and Grafana (not the tests' TypeScript beside them).
for (const file of ['prometheus.yml', 'headgate.rules.yml', 'headgate.rules.test.yml'])
  copy(`deploy/prometheus/${file}`);
copy('deploy/grafana/headgate-dashboard.json');
// The README and the server's messages send operators to docs/operating/.
copy('README.md');
copy('docs');
copy('packages/toolchain/release/headgate', 'bin/headgate');
fs.chmodSync(path.join(stage, 'bin', 'headgate'), 0o755);
fs.writeFileSync(path.join(stage, 'VERSION'), `${version}\n`);

step(`Packing ${path.relative(ROOT, artifact)}`);
const packed = spawnSync('tar', ['-czf', artifact, '-C', stageRoot, name], { stdio: 'inherit' });
if (packed.status !== 0) fail('tar could not pack the release.');
fs.rmSync(stageRoot, { recursive: true, force: true });
const megabytes = (fs.statSync(artifact).size / 1024 / 1024).toFixed(1);
console.log(
  `\n${path.relative(ROOT, artifact)}: ${megabytes} MB, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
