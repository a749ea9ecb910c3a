/** `npm run token -- --video <id> [--ttl 10m] [--user <u>]` prints a signed demo JWT. */
import { parseArgs } from 'node:util';
import { signToken } from '../auth.ts';
import { catalog } from '../catalog.ts';
import { jwtSecret } from '../environment.ts';

const { values } = parseArgs({
  options: {
    video: { type: 'string', default: catalog[0]?.id },
    ttl: { type: 'string', default: '2h' },
    user: { type: 'string', default: 'aluno-demo' },
  },
});
const video = values.video ?? '';
if (!catalog.some((entry) => entry.id === video)) {
  console.error(`Unknown video '${video}'. Known: ${catalog.map((entry) => entry.id).join(', ')}`);
  process.exit(2);
}
console.log(await signToken(jwtSecret(), { user: values.user ?? 'aluno-demo', videoId: video }, values.ttl));
