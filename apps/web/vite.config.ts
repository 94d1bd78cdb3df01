import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // The server bundle's entry is our own module: it exports the request handler that the
  // Fastify server calls with the in-process API transport (apps/server).
  environments: {
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
  },
  plugins: [reactRouter()],
});
