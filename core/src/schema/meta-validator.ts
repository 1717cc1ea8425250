import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describeAjvErrors } from './messages';
import type { MetaSchemas } from './meta-schemas';
import { SchemaGraph } from './schema-graph';
import type { FileIssue, SchemaKind } from './types';
import { schemaKinds } from './types';

/** Checks a file's shape against its meta-schema and says what is wrong in words. */
export interface MetaValidator {
  validate(kind: SchemaKind, data: unknown): FileIssue[];
  /** Whether `schema` is itself a usable JSON Schema (a dialog's form); issues point into it. */
  checkJsonSchema(schema: unknown): FileIssue[];
}

// ajv-formats is published as CommonJS; under ESM interop its function may sit on .default.
const applyFormats = ((addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats) as typeof addFormats;

function newAjv(strict: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    // Every problem at once, with the failing value and schema so messages can quote them.
    allErrors: true,
    verbose: true,
    // strictSchema catches typos in the meta-schemas themselves; the type/required strictness
    // flags object to idioms the language uses (if/then on required, untyped allOf branches).
    strictSchema: strict,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
  });
  applyFormats(ajv);
  return ajv;
}

/** Compiles the meta-schemas once; the server keeps the result for its whole life. */
export function compileMetaSchemas(metas: MetaSchemas): MetaValidator {
  const ajv = newAjv(true);
  for (const kind of schemaKinds) ajv.addSchema(metas[kind]);
  const graph = new SchemaGraph(schemaKinds.map((k) => metas[k]));
  const validators = new Map<SchemaKind, ValidateFunction>();
  for (const kind of schemaKinds) {
    const validate = ajv.getSchema(String(metas[kind].$id));
    if (!validate) throw new Error(`meta/${kind}.schema.json could not be compiled`);
    validators.set(kind, validate);
  }
  // Forms are any JSON Schema an rjsf form accepts: checked against draft 2020-12 itself, and
  // compiled without strict mode because rjsf adds keywords of its own (enumNames, ...).
  const forms = newAjv(false);
  // The draft's own meta-schemas as a graph too, so a wrong form collapses into one message.
  const formGraph = new SchemaGraph(
    Object.values(forms.schemas)
      .map((env) => env?.schema)
      .filter((schema): schema is Record<string, unknown> => Boolean(schema) && typeof schema === 'object' && typeof (schema as { $id?: unknown }).$id === 'string'),
  );
  // A form's verdict depends on its text alone, and compiling it is most of what validating the
  // folder costs (about 150 of 350 ms of CPU): the server validates the whole folder again for every
  // studio draft and every changed overlay, with the same forty-odd dialog forms each time. So each
  // text is compiled once and its verdict kept (bounded: a folder holds tens of forms, not thousands).
  const formVerdicts = new Map<string, FileIssue[]>();
  const checkForm = (schema: unknown): FileIssue[] => {
    const text = JSON.stringify(schema) ?? 'undefined';
    const kept = formVerdicts.get(text);
    if (kept) return kept.map((issue) => ({ ...issue }));
    const verdict = compileForm(schema);
    if (formVerdicts.size >= 500) formVerdicts.clear();
    formVerdicts.set(text, verdict);
    return verdict.map((issue) => ({ ...issue }));
  };
  const compileForm = (schema: unknown): FileIssue[] => {
    if (!forms.validateSchema(schema as object)) {
      return describeAjvErrors(forms.errors ?? [], formGraph).map((issue) => ({
        ...issue,
        rule: 'form-schema',
        message: `is not valid JSON Schema: ${issue.message}`,
      }));
    }
    try {
      forms.compile(schema as object);
      return [];
    } catch (error) {
      return [{ pointer: '', rule: 'form-schema', message: `is not a usable JSON Schema: ${(error as Error).message}`, severity: 'error' }];
    } finally {
      forms.removeSchema(schema as object);
    }
  };
  return {
    validate(kind, data) {
      const validate = validators.get(kind) as ValidateFunction;
      return validate(data) ? [] : describeAjvErrors(validate.errors ?? [], graph);
    },
    checkJsonSchema: checkForm,
  };
}

let cache: { key: string; validator: MetaValidator } | undefined;

/**
 * The compiled meta-schemas, reused while their text is the same: compiling costs tens of
 * milliseconds, and the server validates again on every GET /api/Schemas/validation.
 */
export function metaValidatorFor(metas: MetaSchemas): MetaValidator {
  const key = JSON.stringify(schemaKinds.map((k) => metas[k]));
  if (cache?.key !== key) cache = { key, validator: compileMetaSchemas(metas) };
  return cache.validator;
}
