// `npm run gpsr:report`: the products whose offer lacks what product safety (GPSR art. 19) asks:
// a manufacturer, its postal and electronic address, or an EU responsible person for a maker outside
// the EU. Reads BACKEND_URL and the token (or .env.local). One line per product, tab-separated:
// sku, what is missing, manufacturer, name; then a summary. Exits 0; 2 when the back-end fails.
// The rows are stdout, for a file or a spreadsheet: the shop's log lines go to stderr, warnings and
// errors only unless LOG_LEVEL asks for more (lib/env/outside.mjs, read on every line).
import { gpsrReport } from '@/lib/backend/gpsr-report';

process.env.LOG_STREAM = 'stderr';
process.env.LOG_LEVEL ??= 'warn';

const print = console.log.bind(console);

const started = Date.now();
const report = await gpsrReport();
if (!report.ok) {
  print(`The back-end could not be read: ${report.error.kind} ${report.error.status ?? ''}`.trim());
  process.exit(2);
}
print('sku\tmissing\tmanufacturer\tname');
for (const row of report.data.gaps) print(`${row.sku}\t${row.gaps.join(',')}\t${row.manufacturer ?? ''}\t${row.name}`);
const count = (gap: string) => report.data.gaps.filter((row) => row.gaps.includes(gap as never)).length;
print(
  `\n${report.data.products} products, ${report.data.gaps.length} with something missing: ` +
    `${count('manufacturer')} without a manufacturer, ${count('address')} without its address, ` +
    `${count('eu-contact')} without an EU responsible person (${((Date.now() - started) / 1000).toFixed(1)} s).`,
);
