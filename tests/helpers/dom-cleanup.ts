import { cleanup } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { setI18n } from 'react-i18next';
import { afterEach } from 'vitest';

/**
 * Set-up of every component test file (the dom projects), run before each file. The files of the
 * shared `dom` project meet one document and one react-i18next module in their worker, so each
 * starts as it would in a worker of its own:
 * - no i18next instance for components outside an I18nextProvider: initReactI18next (the console's
 *   createI18n, the grid tests' testI18n) makes its instance react-i18next's one for the process,
 *   and a component of a later file would show that instance's texts instead of its keys;
 * - no rendered tree left behind: each test's trees are unmounted and removed after it (Testing
 *   Library does this by itself only where vitest's globals are on; they are not here).
 */
setI18n(undefined as unknown as I18n);
afterEach(() => cleanup());
