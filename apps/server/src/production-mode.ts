import { serverNodeEnv } from './node-env.ts';

/*
 * Imported first by start.ts (issue 19): ES modules run in the order of their imports, so NODE_ENV
 * is settled before React, React DOM or React Router load (the API's mail templates load React
 * too) and pick their build from it.
 */
process.env.NODE_ENV = serverNodeEnv(process.env.NODE_ENV);
