import type { ModalEntry } from '../modal-entry';

export interface TemplateProps {
  entry: ModalEntry;
  close(result?: unknown): void;
}
