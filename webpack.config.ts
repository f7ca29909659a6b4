import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/**
 * One config for `npm run build` (production) and `npm run dev` (development).
 * Hashed file names let the server cache assets for a year; routes are lazy chunks.
 */
export default function webpackConfig(
  mode: 'production' | 'development' = 'production',
): Configuration & { devServer?: DevServerConfiguration } {
  const production = mode === 'production';
  return {
    mode,
    entry: path.resolve(__dirname, 'src/index.tsx'),
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    // No eval-based source maps: the app must run under a CSP without 'unsafe-eval'.
    devtool: production ? false : 'cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          // ES modules keep `import()` as code-split points and let webpack tree-shake.
          options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false } },
        },
        { test: /\.(png|svg|ico|jpg|jpeg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.resolve(__dirname, 'public/index.html'),
        favicon: path.resolve(__dirname, 'public/favicon.svg'),
      }),
    ],
    optimization: { runtimeChunk: 'single', moduleIds: 'deterministic' },
    performance: { hints: false },
    devServer: {
      host: process.env.HOST ?? '127.0.0.1',
      port: Number(process.env.DEV_PORT ?? 3000),
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/docs'], target: `http://127.0.0.1:${process.env.PORT ?? 8080}`, ws: true }],
    },
  };
}
