import type { ReactNode } from 'react';

export interface OptionsProps<T> {
  items: readonly T[];
  /** The option's value; the item itself when left out. */
  value?: (item: T) => string | number;
  /** What the option shows; its value when left out. */
  label?: (item: T) => ReactNode;
}

/** A select's `<option>`s, one per item in order. */
export function Options<T>({ items, value = (item) => item as string | number, label }: OptionsProps<T>) {
  return (
    <>
      {items.map((item) => {
        const v = value(item);
        return (
          <option key={v} value={v}>
            {label ? label(item) : v}
          </option>
        );
      })}
    </>
  );
}
