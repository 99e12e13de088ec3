/**
 * The webpack configuration every front-end package starts from: swc for TS/JSX, the filesystem
 * cache, the Module Federation plugin with the shared singletons, an HTML page for standalone use.
 * webpack is pinned to 5.111.1 and dts is off (ARCHITECTURE.md "Front-end builds").
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { Compilation, DefinePlugin, sources } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const shared = require('./mf-shared');

/**
 * @param {object} o
 * @param {string} o.dir          package folder (__dirname of its webpack.config.js)
 * @param {string} o.name         federation name (shell, games, lotteryShop, minigames, wallet, chat)
 * @param {number} o.port         dev-server port
 * @param {object} [o.exposes]    modules a remote exposes, e.g. { './parcel': './src/parcel.tsx' }
 * @param {string} [o.title]      HTML title
 * @param {string} [o.description] the page's meta description (search results, shared links)
 * @param {string} [o.publicDir]  a folder copied as it is to the build's root (the shell's `public/`: favicon, icons,
 *                                web app manifest); the HTML then links the favicon, the icons and the manifest
 * @param {string} [o.publicPath] where the build is served ('auto' for remotes, '/' for the shell)
 * @param {Record<string, unknown>} [o.define] extra build-time constants (values are JSON-encoded here)
 *
 * Every build gets `__APP_VERSION__` (env APP_VERSION, else the package's version): the shell's session
 * rule compares it with the version stored at login (docs/product.md "Session"). BUILD_OUT_DIR writes the build
 * somewhere else than `<package>/dist` (a second version side by side: e2e/version-skew.spec.ts).
 */
/**
 * Copies every file of `dir` to the root of the build output, unhashed (`/favicon.ico` and `/manifest.webmanifest`
 * must keep their names; the servers send unhashed files with `no-cache`). Emitted before the compression step, so
 * the SVG and the manifest get their `.br`/`.gz` too.
 */
class CopyPublicFiles {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFiles', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.contextDependencies.add(this.dir);
          for (const name of fs.readdirSync(this.dir)) {
            const file = path.join(this.dir, name);
            if (!fs.statSync(file).isFile()) continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/** Brotli (quality 11) and gzip (level 9) copies of every JS, HTML, JSON and SVG file; never of source maps. */
function compressedCopies() {
  const common = { test: /\.(js|html|json|svg|webmanifest)$/, exclude: /\.map$/, threshold: 0, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

module.exports = function baseConfig({
  dir,
  name,
  port,
  exposes,
  title = 'หวยไทยออนไลน์',
  description = 'แทงหวยใต้ดิน หวยหุ้น หวยยี่กี ซื้อสลากกินแบ่งรัฐบาลออนไลน์ ผลรางวัลจากแหล่งทางการ เติมเงินและถอนเงินง่ายบนมือถือ',
  publicDir,
  publicPath = 'auto',
  define = {},
}) {
  return (env, argv) => {
    const prod = argv.mode !== 'development';
    const appVersion = process.env.APP_VERSION || require(path.join(dir, 'package.json')).version;
    // the same version in mf-manifest.json's buildInfo.buildVersion, which the registry reports (GET remotes)
    process.env.MF_BUILD_VERSION ||= appVersion;
    const constants = Object.fromEntries(
      Object.entries({ __APP_VERSION__: appVersion, ...define }).map(([k, v]) => [k, JSON.stringify(v)]),
    );
    return {
      mode: prod ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      // production maps are emitted for error-reporting uploads but not referenced by the bundles (and never
      // served: api/src/http/static-files.ts, tools/docker/templates)
      devtool: prod ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: process.env.BUILD_OUT_DIR ? path.resolve(process.env.BUILD_OUT_DIR) : path.join(dir, 'dist'),
        publicPath,
        // Entry chunks carry the federation runtime, which resolves its own filename while webpack 5.111 hashes
        // chunks; a [contenthash] there fails the build (module-federation/core#5077, webpack#22199). So entry
        // files keep a plain name (the HTML adds ?<build hash> for cache busting) and lazy chunks keep theirs.
        filename: '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        // the same `<name>.<hash>.<ext>` shape, so the servers' cache rule (immutable when hashed) covers images too
        assetModuleFilename: '[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // rxjs's ES2015 build: no tslib helpers, and it tree-shakes better than its ES5 default
        conditionNames: ['es2015', '...'],
        // react-router's production build, which its package exports do not name: the same code with its dev
        // warnings switched off (`ENABLE_DEV_WARNINGS = false`), so the minifier drops them from shared-ui
        ...(prod
          ? {
              alias: {
                'react-router$': path.join(__dirname, '../../node_modules/react-router/dist/production/index.mjs'),
                'react-router/dom$': path.join(
                  __dirname,
                  '../../node_modules/react-router/dist/production/dom-export.mjs',
                ),
              },
            }
          : {}),
      },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
        buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.js')] },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2020',
                  transform: {
                    react: { runtime: 'automatic', importSource: '@emotion/react', development: !prod, refresh: false },
                  },
                },
              },
            },
          },
          { test: /\.(png|svg|jpg|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
          shared,
          shareStrategy: 'loaded-first',
          dts: false,
          experiments: {
            // the federation runtime without its Node code paths (every build runs in the browser)
            optimization: { target: 'web' },
            // one copy of the runtime core on a page: the shell provides it, a remote's production build uses the
            // shell's instead of carrying its own (its standalone page is the dev server's, which keeps it)
            ...(exposes ? { externalRuntime: prod } : {}),
          },
          ...(exposes ? {} : { runtimePlugins: [path.join(__dirname, 'provide-runtime-core.js')] }),
        }),
        new DefinePlugin(constants),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          description,
          appIcons: Boolean(publicDir),
          chunks: ['main'],
          hash: prod,
        }),
        ...(publicDir ? [new CopyPublicFiles(publicDir)] : []),
        // production: `.br` and `.gz` next to each text asset, sent by the servers as the client accepts them
        // (api/src/http/static-files.ts `preCompressed`, tools/docker/templates `brotli_static`/`gzip_static`)
        // BUILD_PRECOMPRESS=off: no .br/.gz copies (a build whose bytes nobody measures or serves precompressed)
        ...(prod && process.env.BUILD_PRECOMPRESS !== 'off' ? compressedCopies() : []),
      ],
      optimization: {
        // swc's minifier (through webpack's own minimizer plugin): as small as terser's output and about three
        // times faster, which is most of a cold production build
        minimizer: [
          new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } }),
        ],
        // the host's first visit needs nearly every library it bundles or provides: one chunk for them instead of
        // one request per shared module (each costs a round trip and ~1 KiB of headers); the libraries loaded later
        // keep their own chunks (pubnub and Sentry on demand, single-spa with the remote slot, qrcode with /inviting).
        // With them the two small shared-contracts modules that both the shell and its shared-ui singleton use
        // (constants, the remote mounts): alone they made a fifth first-visit script of 1.7 KiB
        ...(prod && !exposes
          ? {
              splitChunks: {
                cacheGroups: {
                  firstLoad: {
                    test: /[\\/]node_modules[\\/](?!(pubnub|@sentry|single-spa|single-spa-react|@module-federation|qrcode|dijkstrajs)[\\/])|[\\/]shared-contracts[\\/]src[\\/](constants|routing)[\\/.]/,
                    chunks: 'async',
                    name: 'first-load',
                    enforce: true,
                  },
                },
              },
            }
          : {}),
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/pn'], target: process.env.API_URL || 'http://localhost:3000' }],
      },
    };
  };
};
