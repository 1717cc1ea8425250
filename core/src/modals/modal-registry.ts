import type { ComponentType } from 'react';
import type { TemplateProps } from './templates/template-props';

/** A modal template: the component that shows an open modal of its name. */
export type ModalComponent = ComponentType<TemplateProps>;
export type ModalTemplates = Readonly<Record<string, ModalComponent>>;

/**
 * The modal templates by name. The modals folder brings the platform's own templates
 * (messages, choices, the live-update notice); each feature folder contributes its own in a file
 * of its own (saved views: views/ui/modal-templates.ts; business dialogs: dialogs/modal-templates.ts;
 * the user menu's: shell), which the shell registers, as VS Code's contribution points: the host
 * (ModalHost) and the store never name a feature.
 */
export interface ModalRegistry {
  /** Adds templates. The same component under the same name again is a no-op; another one is an error. */
  register(templates: ModalTemplates): void;
  get(name: string): ModalComponent | undefined;
  has(name: string): boolean;
  names(): string[];
}

export function createModalRegistry(...initial: ModalTemplates[]): ModalRegistry {
  const byName = new Map<string, ModalComponent>();
  const registry: ModalRegistry = {
    register(templates) {
      for (const [name, component] of Object.entries(templates)) {
        const known = byName.get(name);
        if (known && known !== component) throw new Error(`Two modal templates are named "${name}"`);
        byName.set(name, component);
      }
    },
    get: (name) => byName.get(name),
    has: (name) => byName.has(name),
    names: () => [...byName.keys()],
  };
  for (const templates of initial) registry.register(templates);
  return registry;
}
