import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';

/** What opens under the button: a menu of commands (role menu), or a panel of checkboxes. */
export type PopupKind = 'menu' | 'checklist';

const FOCUSABLE = '[role^="menuitem"]:not([disabled]), input:not([disabled]), button:not([disabled])';

/**
 * A button that opens a menu or a checklist, operable from the keyboard (WAI-ARIA menu button):
 * Enter, Space or ArrowDown open it on the first entry, ArrowUp on the last; ArrowUp/ArrowDown,
 * Home and End move between entries; Escape closes it and puts the focus back on the button; Tab or
 * a click elsewhere closes it. Every dropdown of the console (actions, views, columns, export,
 * grouping, the user menu) uses this instead of its own open/close state.
 */
export function useMenuButton(kind: PopupKind = 'menu') {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const entries = () => [...(popup.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const list = entries();
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    focusOnOpen.current = null;
  }, [open]);

  /** Closes; the focus goes back to the button (after a choice or Escape). */
  const close = useCallback((refocus = true) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  }, []);

  const wrapperProps = {
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (e.key === 'Escape' && open) {
        e.stopPropagation();
        close();
      }
    },
  };

  const triggerProps = {
    ref: trigger,
    'aria-haspopup': kind === 'menu' ? ('menu' as const) : ('dialog' as const),
    'aria-expanded': open,
    'aria-controls': open ? popupId : undefined,
    onClick: (e: MouseEvent<HTMLButtonElement>) => {
      // A click from the keyboard (Enter or Space: detail 0) opens on the first entry.
      if (!open && e.detail === 0) focusOnOpen.current = 'first';
      setOpen((o) => !o);
    },
    onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => {
      if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
      e.preventDefault();
      focusOnOpen.current = e.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        const list = entries();
        (e.key === 'ArrowDown' ? list[0] : list[list.length - 1])?.focus();
        focusOnOpen.current = null;
      } else setOpen(true);
    },
  };

  const popupProps = {
    ref: popup,
    id: popupId,
    role: kind === 'menu' ? 'menu' : 'group',
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      const list = entries();
      const at = list.indexOf(document.activeElement as HTMLElement);
      const move = (i: number) => {
        e.preventDefault();
        list[(i + list.length) % list.length]?.focus();
      };
      if (e.key === 'ArrowDown') move(at + 1);
      else if (e.key === 'ArrowUp') move(at < 0 ? list.length - 1 : at - 1);
      else if (e.key === 'Home') move(0);
      else if (e.key === 'End') move(list.length - 1);
      else if (e.key === 'Tab') setOpen(false);
    },
  };

  return { open, setOpen, close, wrapperProps, triggerProps, popupProps };
}
