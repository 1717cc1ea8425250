import { createContext, useContext, type ReactNode } from 'react';
import type { SchemaValidator } from '../../schema-store/load-schemas';

/** The schema validator the console runs on load (from @cockpit/core/schema), handed down once. */
const ValidatorContext = createContext<SchemaValidator | undefined>(undefined);

export function SchemaValidatorProvider({ validate, children }: { validate?: SchemaValidator; children: ReactNode }) {
  return <ValidatorContext.Provider value={validate}>{children}</ValidatorContext.Provider>;
}

export function useSchemaValidator(): SchemaValidator | undefined {
  return useContext(ValidatorContext);
}
