import type { ModalEntry } from '../modal-store';

export interface TemplateProps {
  entry: ModalEntry;
  close(result?: unknown): void;
}
