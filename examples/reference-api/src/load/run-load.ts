/** `npm run load -- [--viewers 50] [--duration 30] [--unpaced]`: the API under N viewers; prints the figures. */
import { parseArgs } from 'node:util';
import { runLoad } from './load-run.ts';

const { values } = parseArgs({
  options: {
    viewers: { type: 'string', default: '50' },
    duration: { type: 'string', default: '30' },
    unpaced: { type: 'boolean', default: false },
  },
});
const viewers = Number(values.viewers);
const durationSeconds = Number(values.duration);
if (!Number.isInteger(viewers) || viewers < 1 || viewers > 5000 || !(durationSeconds > 0 && durationSeconds <= 600)) {
  console.error('--viewers must be 1–5000 and --duration 1–600 seconds.');
  process.exit(2);
}
const summary = await runLoad({ viewers, durationSeconds, paced: !values.unpaced });
console.log(
  [
    `${summary.viewers} viewers, ${summary.paced ? 'paced as they watch' : 'unpaced (back to back)'}, ${summary.durationSeconds} s:`,
    `  requests    ${summary.requests}`,
    `  throughput  ${summary.throughput.toFixed(1)} req/s`,
    `  latency     p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms`,
    `  errors      ${summary.errors}`,
    `  429s        ${summary.limited}`,
    `  statuses    ${JSON.stringify(summary.statusCodes)}`,
  ].join('\n'),
);
process.exit(summary.errors === 0 ? 0 : 1);
