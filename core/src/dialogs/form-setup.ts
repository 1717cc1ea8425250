import { customizeValidator } from '@rjsf/validator-ajv8';
import { AddButton, RemoveButton } from './form-buttons';
import { ComboboxWidget } from './widgets/ComboboxWidget';
import { DateWidget } from './widgets/DateWidget';
import { IMAGE_PREVIEW_WIDGET, ImagePreviewWidget } from './widgets/ImagePreviewWidget';
import { MultiComboboxWidget } from './widgets/MultiComboboxWidget';
import { COMBOBOX_WIDGET, MULTI_COMBOBOX_WIDGET } from './widgets/choice-widgets';

/**
 * What every schema-declared form is drawn with, in a modal or on a page (a report's criteria), so
 * that both look and behave alike: the same date fields, comboboxes, buttons and checks.
 */

// Prices are multiples of 0.01: compare with a tolerance, or 0.29 would fail for float reasons.
export const FORM_VALIDATOR = customizeValidator({ ajvOptionsOverrides: { multipleOfPrecision: 8 } });
export const FORM_TEMPLATES = { ButtonTemplates: { AddButton, RemoveButton } };
// A choice from a look-up (oneOf of consts) starts empty: rjsf would otherwise take its first entry as the default.
export const FORM_DEFAULTS = { constAsDefaults: 'skipOneOf' } as const;
// DateWidget replaces rjsf's own for every format: date field (the user's date format, not the browser's).
export const FORM_WIDGETS = { [COMBOBOX_WIDGET]: ComboboxWidget, [MULTI_COMBOBOX_WIDGET]: MultiComboboxWidget, [IMAGE_PREVIEW_WIDGET]: ImagePreviewWidget, DateWidget };
