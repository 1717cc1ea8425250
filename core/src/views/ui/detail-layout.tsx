import { createContext, useContext, type ReactNode } from 'react';
import type { ColumnWidth } from '../view-types';

/**
 * The detail grid's part of a view: which detail columns show and their widths. Each expanded
 * master has its own small detail grid, so the layout is shared through context and every detail
 * grid reports a resize back (DetailPanel reads and writes it).
 */
export interface DetailLayout {
  /** Visible detail columns; undefined: as the schema says. */
  visible?: string[];
  widths: ColumnWidth[];
}

export interface DetailLayoutValue extends DetailLayout {
  setVisible(fields: string[] | undefined): void;
  setWidth(field: string, width: number): void;
}

const DetailLayoutContext = createContext<DetailLayoutValue | undefined>(undefined);

export function DetailLayoutProvider({ value, children }: { value: DetailLayoutValue; children: ReactNode }) {
  return <DetailLayoutContext.Provider value={value}>{children}</DetailLayoutContext.Provider>;
}

/** The detail layout of the page's view, or undefined outside a grid page (the detail grid then follows its schema). */
export function useDetailLayout(): DetailLayoutValue | undefined {
  return useContext(DetailLayoutContext);
}
