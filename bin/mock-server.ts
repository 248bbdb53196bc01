/**
 * `npm run mock [-- --port 3929] [--admin-token <secret>] [--catalog file.json ...]`: the mock MCP servers over real
 * HTTP, for testing your own client: the four seeds, and a server for each catalog given as data.
 */
import { parseArgs } from 'node:util';
import { catalogsFromCommandLine } from '../src/catalog/catalog-files.ts';

const usage = `Usage: npm run mock -- [--port <0-65535>] [--admin-token <secret>] [--catalog <file.json> ...]

Serves the mock MCP servers Clockford, Rooms, Ichabod and Connect on 127.0.0.1 (default port 3929; 0 for any free one),
with an admin API under /__mock/ to hold catalog entries as conditions and move the clock. The admin API takes
JSON from tools, never from web pages; with --admin-token it also needs "Authorization: Bearer <secret>".

  --catalog  a catalog file in the errors-and-limits format (/schema/errors-and-limits/v1.json) to serve
             beside them, at /<server>/mcp: its tools, its rates and every entry as a condition.
             Repeat it for more. Check a file first with npm run validate -- <file.json>.`;

// Catalogs given as data are added before anything reads the catalog.
const args = catalogsFromCommandLine(process.argv.slice(2), 'npm run mock');
const { startMockHttpServer } = await import('../src/mock/node.ts');
const { mountedServerLines } = await import('../src/mock/index.ts');

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

let values: { port?: string; 'admin-token'?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    args,
    options: {
      port: { type: 'string', short: 'p' },
      'admin-token': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const port = values.port === undefined ? 3929 : Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port must be a whole number from 0 (any free port) to 65535, got "${values.port}".`);
const adminToken = values['admin-token'];
if (adminToken !== undefined && !/^\S{8,}$/.test(adminToken))
  fail('--admin-token must be at least 8 characters, with no spaces.');

try {
  const { origin } = await startMockHttpServer({ port, ...(adminToken === undefined ? {} : { adminToken }) });
  const adminAuth = adminToken === undefined ? '' : '  (with Authorization: Bearer <your --admin-token>)';
  console.log(`MCP Error Atlas mock servers on ${origin}

${mountedServerLines(origin).join('\n')}

Admin: POST ${origin}/__mock/faults {"server","entry"} holds the entry as long as the catalog says
         (or add "times": N for a one-shot, "hold": "until-cleared", "holdSeconds": N, "retryAfterSeconds": N)
       GET|DELETE ${origin}/__mock/faults    GET|POST ${origin}/__mock/clock {"advanceSeconds": N}
       POST ${origin}/__mock/reset
       Content-Type: application/json on every POST; no web page's Origin${adminAuth}
Catalog of entry ids: /catalog.json on the site, or src/catalog/. Ctrl+C stops.`);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') fail(`Port ${port} is in use. Stop what runs there, or pick another with --port.`);
  throw error;
}
