import { processIo } from './io';
import { runCli } from './program';

// The entry of `cockpit` (bin/cockpit.js) and of `npm run gen` / `npm run cockpit`.
process.exitCode = await runCli(process.argv.slice(2), processIo);
