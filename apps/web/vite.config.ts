import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * React and React Router (with the bundler's runtime helpers): every page runs them. React DOM's
 * client stays in the entry chunk, which only the entry imports, so the two download side by side.
 */
const frameworkModule =
  /[\\/]node_modules[\\/](react|react-router|cookie|set-cookie-parser)[\\/]|rolldown[\\/]runtime/;

/**
 * The modules the root route imports statically (the page shell), collected once the client
 * module graph is complete. Without grouping, the bundler splits them into a chunk per set of
 * importers: about 30 scripts on a product page, each a request of its own over HTTP/1.1.
 */
function shellModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const ids = new Set<string>();
  const plugin: Plugin = {
    name: 'shop:shell-modules',
    buildEnd() {
      if (this.environment.name !== 'client') return;
      ids.clear();
      const pending = [...this.getModuleIds()].filter((id) => /[\\/]app[\\/]root\.tsx/.test(id));
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (ids.has(id)) continue;
        ids.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id) => ids.has(id) };
}

const shell = shellModules();

export default defineConfig({
  // The server bundle's entry is our own module: it exports the request handler that the
  // Fastify server calls with the in-process API transport (apps/server).
  environments: {
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: frameworkModule, priority: 2 },
                { name: 'shell', test: (id) => shell.has(id), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [reactRouter(), shell.plugin],
});
