/**
 * A template's name: one of the platform's own (templates/platform-templates.ts) or one a feature
 * folder or a plugin registered (modal-registry.ts).
 */
export type ModalTemplate = string;

/** One open modal of the stack. */
export interface ModalEntry {
  id: number;
  template: ModalTemplate;
  props: Record<string, unknown>;
  zIndex: number;
  resolve(value: unknown): void;
}
