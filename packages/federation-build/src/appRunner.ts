import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import type { AppConfigFactory, BuildContext } from './createAppConfig';

type Command = 'build' | 'dev';

/**
 * Builds or serves the app in the current directory: `headgate-app build` writes a production
 * build (a remote into `dist/<version>/`, the shell into `dist/`), `headgate-app dev` starts its
 * development server with hot reload. `HEADGATE_VERSION` overrides the package version, e.g.
 * to build a second version of a remote side by side.
 */
export async function runApp(command: Command, appDir: string): Promise<void> {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const version = process.env.HEADGATE_VERSION ?? pkg.version;
  const factory = await loadFactory(appDir);
  const context: BuildContext = {
    appDir,
    mode: command === 'build' ? 'production' : 'development',
    version,
    distDir: path.join(appDir, 'dist'),
    apiPort: Number(process.env.PORT ?? 8080),
  };
  // The federation manifest reads its version from here.
  process.env.MF_BUILD_VERSION = version;
  const { devServer, ...config } = factory(context);

  if (command === 'dev') {
    const server = new WebpackDevServer(devServer, webpack(config));
    await server.start();
    return;
  }
  await compile(config);
  console.log(
    `${pkg.name} ${version} built into ${path.relative(appDir, config.output?.path ?? appDir)}`,
  );
}

async function loadFactory(appDir: string): Promise<AppConfigFactory> {
  const module = (await import(pathToFileURL(path.join(appDir, 'webpack.config.ts')).href)) as {
    default: AppConfigFactory | { default: AppConfigFactory };
  };
  const exported = module.default;
  return typeof exported === 'function' ? exported : exported.default;
}

function compile(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) {
        return reject(
          new Error(stats?.toString({ all: false, errors: true, colors: true }) ?? 'build failed'),
        );
      }
      if (stats.hasWarnings())
        console.warn(stats.toString({ all: false, warnings: true, colors: true }));
      resolve();
    });
  });
}
