import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import {
  REMOTE_APP_MODULE,
  REMOTE_DEV_PORTS,
  SHELL_DEV_PORT,
  FRAME_THEME_SCRIPT,
  federationName,
  pageDocumentOf,
  type RemoteId,
} from '@headgate/site-map';
import { precompressedAssets } from './precompressedAssets';
import { OfferedVersionsAsset } from './offeredVersionsAsset';
import { builtAssetUrl } from './builtAssetUrl';
import {
  FRAME_STYLE,
  PAGE_FRAMES,
  resolveAssetPlaceholders,
  type BuiltAssetUrl,
  type PageFrame,
} from './pageFrames';
import { offeredVersions, sharedConfig } from './sharedDependencies';
import { trackerAppAssets } from './trackerAppAssets';

/** What an app is: the host shell, or one of the remotes. */
export type AppDefinition =
  | {
      kind: 'host';
      /**
       * The pages the host renders itself at build, by the HTML file whose frame they go in
       * (see `PAGE_FRAMES`); each asset placeholder in them (see `assetPlaceholder`) is replaced
       * by the URL this build gave that asset. Called for every document the build writes.
       */
      prerenderedPages?: () => Readonly<Record<string, string>>;
    }
  | { kind: 'remote'; remote: RemoteId };

/** Where and how the build runner builds an app. */
export interface BuildContext {
  appDir: string;
  mode: 'production' | 'development';
  /** Reported in the remote's `mf-manifest.json` and names its output folder. */
  version: string;
  /** The app's `dist/`: the shell builds into it, a remote into `dist/<version>/`. */
  distDir: string;
  /** Port of the all-in-one server the shell's dev server forwards API calls to. */
  apiPort: number;
}

export type AppConfigFactory = (
  context: BuildContext,
) => Configuration & { devServer?: DevServerConfiguration };

const PROXIED_TO_SERVER = ['/api', '/discovery.json', '/oidc'];

/**
 * The webpack configuration of the shell or a remote. Every app's `webpack.config.ts` is one call
 * of {@link defineApp}; the federation policy, loaders and output layout live only here.
 */
export function defineApp(definition: AppDefinition): AppConfigFactory {
  return (context) => createAppConfig(definition, context);
}

/**
 * react-router's package exports point every condition at its development build; its production
 * build (no dev warnings, smaller) sits beside it and is chosen here for production bundles.
 */
function reactRouterProductionBuild(appDir: string): Record<string, string> {
  const development = path.dirname(
    require.resolve('react-router', {
      paths: [require.resolve('@headgate/routing', { paths: [appDir] })],
    }),
  );
  return {
    'react-router$': path.join(development.replace(/development$/, 'production'), 'index.mjs'),
  };
}

function createAppConfig(
  definition: AppDefinition,
  { appDir, mode, version, distDir, apiPort }: BuildContext,
): Configuration & { devServer?: DevServerConfiguration } {
  const dev = mode === 'development';
  const isHost = definition.kind === 'host';
  const prerendered: () => Readonly<Record<string, string>> =
    (definition.kind === 'host' && definition.prerenderedPages) || (() => ({}));
  const frameMarkup = (frame: PageFrame, assetUrl: BuiltAssetUrl) =>
    resolveAssetPlaceholders(frame.markup(prerendered()[frame.filename] ?? ''), assetUrl);
  const name = isHost ? 'shell' : federationName(definition.remote);
  const port = isHost ? SHELL_DEV_PORT : REMOTE_DEV_PORTS[definition.remote];
  const offered = isHost ? offeredVersions(appDir) : {};

  return {
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: dev ? 'eval-cheap-module-source-map' : false,
    output: {
      path: isHost ? distDir : path.join(distDir, version),
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      // The federation runtime cannot resolve a content hash in entry file names.
      filename: '[name].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: dev ? {} : reactRouterProductionBuild(appDir),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: { react: { runtime: 'automatic', development: dev } },
              },
            },
          },
        },
        { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
        { test: /\.(png|jpe?g|gif|svg|webp|mp4|webm|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      splitChunks: {
        cacheGroups: {
          // The shared @headgate/platform and the shell's area loading both use single-spa. At
          // 19 KB it is under splitChunks' 20 KB minimum, so each chunk group would carry a copy
          // and a page with an area would load both.
          singleSpa: {
            test: /[\\/]node_modules[\\/]single-spa[\\/]/,
            chunks: 'all',
            enforce: true,
          },
        },
      },
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          terserOptions: { compress: { passes: 2 } },
        }),
      ],
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        HEADGATE_APP_VERSION: JSON.stringify(version),
        // The shell checks each remote's required ranges against these before loading it.
        HEADGATE_SHARED_VERSIONS: JSON.stringify(offered),
      }),
      ...(isHost ? [new OfferedVersionsAsset(offered)] : []),
      new ModuleFederationPlugin({
        name,
        dts: false,
        // Every app runs in the browser only: the runtime leaves out its Node.js loading code.
        experiments: { optimization: { target: 'web' } },
        shared: sharedConfig(appDir),
        ...(definition.kind === 'remote'
          ? {
              filename: 'remoteEntry.js',
              manifest: true,
              exposes: { [REMOTE_APP_MODULE]: './src/app.tsx' },
            }
          : {}),
      }),
      ...(isHost
        ? PAGE_FRAMES.map(
            (frame) =>
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                favicon: path.join(__dirname, 'favicon.svg'),
                filename: frame.filename,
                title: frame.title,
                // The frame names assets by the URLs this build gave them.
                templateParameters: (compilation, files, tags, options) => ({
                  compilation,
                  webpackConfig: compilation.options,
                  htmlWebpackPlugin: {
                    tags,
                    files,
                    options: { ...options, frame: frameMarkup(frame, builtAssetUrl(compilation)) },
                  },
                }),
                frameStyle: FRAME_STYLE,
                frameThemeScript: FRAME_THEME_SCRIPT,
                publicPath: '/',
              }),
          )
        : []),
      ...(!isHost && dev
        ? [
            new HtmlWebpackPlugin({
              template: path.join(__dirname, 'index.html'),
              favicon: path.join(__dirname, 'favicon.svg'),
              title: 'Headgate',
              frame: '',
              publicPath: '/',
            }),
          ]
        : []),
      ...(isHost && !dev ? trackerAppAssets(appDir) : []),
      ...(dev ? [] : precompressedAssets()),
    ],
    devServer: {
      port,
      // React Refresh cannot reach a remote's components through the shared React of the shell's
      // page, so a change reloads the page (the remote's client dials its own server).
      hot: false,
      liveReload: true,
      // As the server: the landing page and the public map have frames of their own.
      historyApiFallback: isHost
        ? {
            rewrites: [
              { from: /./, to: ({ parsedUrl }) => `/${pageDocumentOf(parsedUrl.pathname ?? '/')}` },
            ],
          }
        : true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: {
        overlay: { runtimeErrors: false },
        webSocketURL: { hostname: 'localhost', port, protocol: 'ws' },
      },
      ...(isHost
        ? { proxy: [{ context: PROXIED_TO_SERVER, target: `http://127.0.0.1:${apiPort}` }] }
        : {}),
    },
  };
}
