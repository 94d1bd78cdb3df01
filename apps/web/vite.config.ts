import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * React and React Router (with the bundler's runtime helpers): every page runs them. React DOM's
 * client stays in the entry chunk, which only the entry imports, so the two download side by side.
 */
const frameworkModule =
  /[\\/]node_modules[\\/](react|react-router|cookie|set-cookie-parser)[\\/]|rolldown[\\/]runtime/;

/** The modules a module imports statically, itself included. */
function staticGraph(from: readonly string[], importsOf: (id: string) => readonly string[]): Set<string> {
  const ids = new Set<string>();
  const pending = [...from];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (ids.has(id)) continue;
    ids.add(id);
    pending.push(...importsOf(id));
  }
  return ids;
}

/**
 * Chunk groups computed once the client module graph is complete. Without them the bundler
 * splits the code into a chunk per set of importers: a product page loaded 31 scripts, each a
 * request of its own over HTTP/1.1.
 * - shell: the modules the root route imports statically (the page shell, on every page);
 * - catalog: what the product page shares with the other screens (product cards, prices,
 *   stock), one chunk instead of one per combination of screens.
 */
function chunkGroups(): { plugin: Plugin; groupOf: (id: string) => string | null } {
  let shell = new Set<string>();
  let catalog = new Set<string>();
  const plugin: Plugin = {
    name: 'shop:chunk-groups',
    buildEnd() {
      if (this.environment.name !== 'client') return;
      const all = [...this.getModuleIds()];
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const routeModules = (pattern: RegExp) => all.filter((id) => pattern.test(id));
      shell = staticGraph(routeModules(/[\\/]app[\\/]root\.tsx/), importsOf);
      const product = staticGraph(routeModules(/[\\/]routes[\\/]product\.route\.tsx/), importsOf);
      const others = staticGraph(
        routeModules(/[\\/]routes[\\/](?!product\.route)[\w-]+\.route\.tsx/),
        importsOf,
      );
      catalog = new Set(
        [...product].filter((id) => others.has(id) && !shell.has(id) && !/\.route\.tsx/.test(id)),
      );
    },
  };
  return {
    plugin,
    groupOf: (id) => (shell.has(id) ? 'shell' : catalog.has(id) ? 'catalog' : null),
  };
}

/** Files worth compressing once at build time: text, and big enough to gain from it. */
const compressible = /\.(js|css|svg|json|txt|xml|map)$/;

/**
 * Writes a brotli (best quality) and a gzip copy beside every compressible client file, so the
 * server sends them as they are (@fastify/static preCompressed) instead of compressing each
 * request's copy again at a quality fast enough to do per request.
 */
function precompress(): Plugin {
  return {
    name: 'shop:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
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

const groups = chunkGroups();

export default defineConfig({
  // The server bundle's entry is our own module: it exports the request handler that the
  // Fastify server calls with the in-process API transport (apps/server).
  environments: {
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
    client: {
      build: {
        // NO_MINIFY=1 npm run build: readable function names in a browser profile (decision 027).
        minify: process.env.NO_MINIFY ? false : undefined,
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: frameworkModule, priority: 2 },
                { name: 'shell', test: (id) => groups.groupOf(id) === 'shell', priority: 1 },
                { name: 'catalog', test: (id) => groups.groupOf(id) === 'catalog', priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [reactRouter(), groups.plugin, precompress()],
});
