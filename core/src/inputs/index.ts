/** Input fields shared by the grid's filters and the dialogs. */
export { DateInput, type DateInputProps } from './DateInput';
export { FilePicker, type FilePickerProps } from './FilePicker';
export { Options, type OptionsProps } from './Options';
