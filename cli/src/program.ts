import { Command, CommanderError } from 'commander';
import { genListsCommand } from './commands/gen-lists';
import { genTypesCommand } from './commands/gen-types';
import { genPathsCommand } from './commands/gen-paths';
import { genPermissionsCommand } from './commands/gen-permissions';
import { genOpenApiCommand } from './commands/gen-openapi';
import { genPluginsCommand } from './commands/gen-plugins';
import { newGridCommand } from './commands/new-grid';
import { newPluginCommand } from './commands/new-plugin';
import { newPieceCommand, type PieceOptions } from './commands/new-piece';
import { pieceKinds } from './scaffold/pieces';
import { validateCommand } from './commands/validate';
import { studioExportCommand, studioImportCommand, type StudioOptions } from './commands/studio';
import { backupCommand, restoreCommand, type BackupOptions } from './commands/backup';
import type { CliIo } from './io';
import { CliError } from './project';

/**
 * The `cockpit` command. Runs without exiting the process, so tests call it like the shell does
 * and read the exit code it answers.
 */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  // Commands answer their exit code; commander's actions answer nothing, so it is kept here.
  let code = 0;
  const program = new Command('cockpit')
    .description('Cockpit schema tooling: validate the schemas, generate their types, scaffold grids and plugins.')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) });

  program
    .command('validate')
    .description('check every schema file and every name it uses; exit 1 on errors')
    .argument('[dir]', 'the schemas folder (default: schemas/ of the project)')
    .option('--plugins <dir>', 'the plugins folder (default: plugins/ beside the schemas folder)')
    .option('--json', 'print the report as JSON')
    .option('--overlays <dir>', "a folder `cockpit studio export` wrote: check the unit's screens laid over the files")
    .action(async (dir: string | undefined, options: { plugins?: string; json?: boolean; overlays?: string }) => {
      code = await validateCommand(io, dir, options);
    });

  const gen = program.command('gen').description('generate code from the schema language');
  // Each: its name, what it writes, and what --check finds stale (exit 1, nothing written).
  const generators: Array<[string, string, string, (io: CliIo, options: { check?: boolean }) => number | Promise<number>]> = [
    ['types', 'TypeScript types from schemas/meta into core/src/schema/generated', 'the generated files are stale', genTypesCommand],
    [
      'lists',
      "the server lists' contracts (fields, filters, live view, paging) into schemas/lists, listed in index.json",
      'a contract file or the index is stale',
      genListsCommand,
    ],
    [
      'paths',
      'the path table (schemas/api-paths/<area>.json) from the route table in packages/contracts, listed in index.json',
      'a path-table file or the index is stale',
      genPathsCommand,
    ],
    ['openapi', 'the OpenAPI 3.1 document of the route table into docs/api/openapi.json', 'the document is stale', genOpenApiCommand],
    [
      'plugins',
      "the console's list of plugins (apps/console/src/plugins.ts) from the one list, plugins/server-plugins.json, and each plugin.json's pieces from its code",
      'a file is stale',
      genPluginsCommand,
    ],
    ['permissions', 'the permission defaults (schemas/permissions.json) from the permission table in packages/contracts', 'the file is stale', genPermissionsCommand],
  ];
  for (const [name, description, stale, run] of generators)
    gen
      .command(name)
      .description(description)
      .option('--check', `write nothing; exit 1 when ${stale}`)
      .action(async (options: { check?: boolean }) => {
        code = await run(io, options);
      });

  const create = program.command('new').description('scaffold a grid, a plugin, or a piece of a plugin');
  create
    .command('grid')
    .description('a grid schema skeleton that validates, listed in schemas/index.json')
    .argument('<name>', 'file name, e.g. outgoing-orders')
    .option('--api <key>', 'an existing path-table key for the rows (default: a new <Id>.list entry)')
    .action(async (name: string, options: { api?: string }) => {
      code = await newGridCommand(io, name, options);
    });
  create
    .command('plugin')
    .description('a plugin workspace with a page and a test, registered in the console')
    .argument('<name>', 'plugin name, camelCase, e.g. salesOrders')
    .action(async (name: string) => {
      code = await newPluginCommand(io, name);
    });

  const pieceHelp = {
    widget: 'a dashboard widget with its figure computed on the server (route, handler, texts)',
    kpi: "a KPI tile with its figure (SQL run by the host for the caller's business unit), listed on KPI management",
    action: "a row action on the plugin's grid with its server call, a permission of its own and its migration",
    page: 'a page with its left-menu entry and its texts',
  };
  for (const kind of pieceKinds) {
    const command = create
      .command(kind)
      .description(`${pieceHelp[kind]}, added to an existing plugin (only its folder changes)`)
      .argument('<plugin>', 'the plugin, by name (stockTools) or folder (stock-tools)')
      .argument('<name>', `the ${kind}'s name, camelCase, e.g. lowStock`);
    if (kind === 'action') {
      command.option('--grid <id>', "the grid that gets the action (default: the plugin's only grid)");
      command.option('--table <name>', "the table of the grid's rows, with id and business_unit_id (default: the plugin's own)");
    }
    command.action(async (plugin: string, name: string, options: PieceOptions) => {
      code = await newPieceCommand(io, kind, plugin, name, options);
    });
  }

  const studio = program.command('studio').description("a business unit's screen studio changes as schema files, and back");
  const session = (command: Command) =>
    command
      .option('--url <url>', 'the server (default: COCKPIT_URL or http://127.0.0.1:8080)')
      .option('--user <name>', 'a user with the studio permission (default: COCKPIT_USER); the password comes from COCKPIT_PASSWORD')
      .option('--installation', "the installation's base screens (a global administrator) instead of the unit's");
  session(
    studio
      .command('export')
      .description("write the unit's changed and added screens, their labels and menu entries as schema files")
      .argument('<unit>', 'the business unit')
      .option('--out <dir>', 'the folder to write (default: studio-<unit>)'),
  ).action(async (unit: string, options: StudioOptions) => {
    code = await studioExportCommand(io, unit, options);
  });
  session(
    studio
      .command('import')
      .description('save the screens of an exported folder in the studio again, each validated by the server')
      .argument('<dir>', 'a folder cockpit studio export wrote')
      .option('--unit <name>', 'another business unit than the one exported')
      .option('--comment <text>', 'the comment of the versions saved'),
  ).action(async (dir: string, options: StudioOptions & { unit?: string }) => {
    code = await studioImportCommand(io, dir, options);
  });

  program
    .command('backup')
    .description("a consistent copy of the running server's embedded database (PGlite) into <file>; PostgreSQL: use pg_dump")
    .argument('<file>', 'the backup file to write (.tar.gz)')
    .option('--url <url>', 'the server (default: COCKPIT_URL or http://127.0.0.1:8080)')
    .option('--business-unit <name>', 'sign in to this business unit (default: COCKPIT_BUSINESS_UNIT)')
    .option('--user <name>', 'a global administrator (default: COCKPIT_USER); the password comes from COCKPIT_PASSWORD')
    .action(async (file: string, options: BackupOptions) => {
      code = await backupCommand(io, file, options);
    });
  program
    .command('restore')
    .description('a new embedded data folder from a backup file; start the server with DATA_DIR set to it')
    .argument('<file>', 'the backup file')
    .requiredOption('--data-dir <dir>', 'the new (empty) data folder')
    .action(async (file: string, options: { dataDir: string }) => {
      code = await restoreCommand(io, file, options);
    });

  try {
    await program.parseAsync(argv, { from: 'user' });
    return code;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    if (error instanceof CliError) {
      io.err(`cockpit: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
