import { config } from 'zod';

/*
 * zod builds fast object parsers with `new Function` after probing, when a schema is made, that eval
 * works; under the back office's policy (no 'unsafe-eval') the probe alone is a CSP violation. This
 * module is main.tsx's first import, so the setting holds before any contract schema is made.
 */
config({ jitless: true });
