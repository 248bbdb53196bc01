/**
 * zod probes whether `eval` works the first time it builds a schema; under the site's
 * Content-Security-Policy (no `unsafe-eval`) that probe is reported as a violation. Parsing
 * without generated code ("jitless") needs no probe, and the catalog is small enough not to care.
 */
import * as z from 'zod';

z.config({ jitless: true });
