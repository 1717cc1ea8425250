// First: asks for the first screen's chunks before the rest of this chunk runs.
import './first-screen-code';
import { createRoot } from 'react-dom/client';
import { CockpitApp } from '@cockpit/core/shell';
import { createRuntime, loadEnv } from '@cockpit/core/runtime';
import type { SchemaValidator } from '@cockpit/core/schema-store';
import { plugins } from './plugins';

const env = await loadEnv();
const runtime = await createRuntime({ env, plugins });

/**
 * Every schema is validated in the browser on load (shape and cross-references), so that a broken
 * screen says what is wrong while the rest works. ajv and the meta-schemas are a chunk of their own,
 * loaded while the session's settings load.
 */
const validate: SchemaValidator = async (files) => {
  const { blocksFile, createSchemaValidator, createFetchSource, manifestsFromDefinitions } = await import('@cockpit/core/schema');
  const check = createSchemaValidator(createFetchSource(env.schemasUrl), { plugins: manifestsFromDefinitions(plugins), catalogue: runtime.loadCatalogue });
  const issues = await check(files);
  // A missing translation shows as #<key>; it does not take the screen away.
  return issues.filter(blocksFile).map((i) => ({ file: i.file, pointer: i.pointer, message: i.message }));
};

createRoot(document.getElementById('root')!).render(<CockpitApp runtime={runtime} validate={validate} />);
