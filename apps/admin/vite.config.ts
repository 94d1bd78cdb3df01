import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/** Files worth compressing once at build time: text, and big enough to gain from it. */
const compressible = /\.(js|css|svg|json)$/;

/**
 * Writes a brotli and a gzip copy beside every compressible file: the server sends them as they
 * are (@fastify/static preCompressed, apps/server/src/server.ts) instead of compressing each time.
 */
function precompress(): Plugin {
  return {
    name: 'admin:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir) return;
      for (const file of Object.values(bundle)) {
        if (!compressible.test(file.fileName)) continue;
        const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        if (content.length < 1024) continue;
        const path = join(options.dir, file.fileName);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Libraries in chunks of their own: they change less often than the app, so a release of the back
 * office leaves them in the browser's cache (the server caches hashed files for a year).
 */
const vendorGroups = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'react-aria',
    test: /[\\/]node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized|clsx|use-sync-external-store)[\\/]/,
  },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
];

export default defineConfig({
  // The server serves the build under /admin (apps/server/src/server.ts).
  base: '/admin/',
  // React 19's automatic runtime: components need no React import.
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'build',
    emptyOutDir: true,
    rollupOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
  // `npx vite` here: the API of a shop started with PORT=3000, same-origin for the session cookie.
  server: { proxy: { '/api': process.env.ADMIN_API_ORIGIN ?? 'http://127.0.0.1:3000' } },
  plugins: [precompress()],
});
