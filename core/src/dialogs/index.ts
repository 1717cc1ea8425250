export * from './dialog-form';
export { SchemaDialogModal, type SchemaDialogProps } from './SchemaDialogModal';
export { SchemaForm, type SchemaFormProps } from './SchemaForm';
