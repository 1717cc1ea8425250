/** `npm run serve`: the server alone (the console as last built), from its bundle (scripts/server-bundle/launch.mjs). */
import { launch } from './server-bundle/launch.mjs';

await launch({ withConsole: false });
