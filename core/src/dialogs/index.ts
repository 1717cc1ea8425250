export * from './dialog-form';
export { SchemaDialogModal, type SchemaDialogProps } from './SchemaDialogModal';
