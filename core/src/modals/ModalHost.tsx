import { Suspense } from 'react';
import { useStore } from 'zustand';
import type { ModalStore } from './modal-store';
import { NoticeHost } from './NoticeHost';

/**
 * Renders the modal stack, each modal above the previous one, with the component its template's
 * name is registered under (modal-registry.ts): the host knows no feature's modals. Notices (short
 * confirmations that do not block) are shown here too.
 */
export function ModalHost({ modals }: { modals: ModalStore }) {
  const stack = useStore(modals.store, (s) => s.stack);
  return (
    <>
      {stack.map((entry) => {
        const Template = modals.templates.get(entry.template);
        return Template ? (
          <Suspense key={entry.id} fallback={null}>
            <Template entry={entry} close={(result) => modals.close(entry.id, result)} />
          </Suspense>
        ) : null;
      })}
      <NoticeHost notices={modals.notices} />
    </>
  );
}
