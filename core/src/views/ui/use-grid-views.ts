import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GridApi } from 'ag-grid-community';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CustomView } from '@cockpit/contracts/generated/route-refs';
import { useCan, useRuntime, useSession } from '../../runtime/RuntimeContext';
import type { GridRoute, GridSchema, PageFilter } from '../../schema';
import type { FilterValues } from '../../grid-model/filter-values';
import type { GridRow } from '../../grid-model/detail-rows';
import { captureLayout } from '../capture-view';
import { columnStateForLayout } from '../apply-view';
import { filterValuesFromSaved } from '../view-filters';
import { layoutToParts, loadableLayout } from '../parse-saved';
import { allGroupKeys } from '../grouping';
import { primaryFor } from '../initial-view';
import { paramsAfterSave, paramsAfterSwitch, viewNameFromParams } from '../view-url';
import { scopeRight, VIEW_SAVE_PERMISSIONS } from '../view-rights';
import { DEFAULT_VIEW_ID, VIEW_SCOPES, type CustomViewDetail, type CustomViewHeader, type PrimaryViewEntry, type ViewLayout, type ViewScope } from '../view-types';
import type { DetailLayout, DetailLayoutValue } from './detail-layout';
import { customViewsKey, customViewsQuery, defaultViewHeader, fetchViewDetail, primaryViewsKey, primaryViewsQuery, takeOpeningView } from './opening-view';
import { permissionPath } from '@cockpit/contracts/permission-names';

/** Reload after saving a view: 250 ms. */
export const RELOAD_AFTER_SAVE_MS = 250;

export interface GridViewsOptions {
  grid: GridSchema;
  /** No saved views: the schema's own layout (the screen studio's preview of a draft). */
  withoutViews?: boolean;
  route: GridRoute;
  api: GridApi | undefined;
  filters: readonly PageFilter[];
  /** The filter values searched with: what a view keeps (not half-typed ones). */
  applied: FilterValues;
  /** The address carries filters (a link from a widget): they win over the opening view's filters. */
  urlFilters: boolean;
  /** Shows a view's filters on the page (filter bar and search). */
  onFilters(values: FilterValues): void;
}

export interface GridViews {
  /** The user may use views (grid/custom_views). */
  enabled: boolean;
  /** The opening view is applied (or could not be): the page may load its rows. */
  ready: boolean;
  owner: string;
  views: CustomViewHeader[];
  current: CustomViewHeader | undefined;
  primary: PrimaryViewEntry | undefined;
  saveScopes: ViewScope[];
  /** Scopes the user holds the grid permission of but may not save (for all without a global administrator): shown disabled with the reason. */
  lockedScopes: ViewScope[];
  canSetPrimaryForAll: boolean;
  /** Client-side pages group rows; server-side pages do not. */
  groupable: boolean;
  grouping: string[];
  setGrouping(fields: string[]): void;
  expandedGroups: ReadonlySet<string>;
  toggleGroup(key: string): void;
  expandAllGroups(rows: readonly GridRow[]): void;
  collapseAllGroups(): void;
  detail: DetailLayoutValue;
  switchTo(view: CustomViewHeader): Promise<void>;
  save(): Promise<void>;
  deleteCurrent(): Promise<void>;
  /** Why the current view may not be deleted by this user (a translation key), or undefined when it may. */
  deleteRefusal: string | undefined;
  editPrimary(): Promise<void>;
  /**
   * The user has typed into the filters, searched, reset or loaded all: from then on the opening
   * view, should it arrive later, leaves the filters (and so the search) as the user made them.
   */
  noteUserFilters(): void;
}

/**
 * Saved views on a grid page: which view opens (?custom-view, else
 * the primary view, else the default view), switching, saving, deleting and the primary view,
 * plus the state a view holds that is the page's own: grouping and the detail grid's layout.
 */
export function useGridViews(options: GridViewsOptions): GridViews {
  const { grid, route, api, applied } = options;
  const runtime = useRuntime();
  const can = useCan();
  const roles = useSession((s) => s.roles);
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const owner = route.viewName ?? grid.id;
  // A preview (the screen studio's) shows the grid as its schema says, without saved views.
  const enabled = !options.withoutViews && can(permissionPath('grid', 'custom_views'));
  const groupable = route.paging === 'client';

  const headerQuery = useQuery({ ...customViewsQuery(runtime, owner), enabled });
  const primaryQuery = useQuery({ ...primaryViewsQuery(runtime), enabled });
  const views = useMemo(() => headerQuery.data ?? [defaultViewHeader(owner)], [headerQuery.data, owner]);
  const primaries = useMemo(() => primaryQuery.data ?? [], [primaryQuery.data]);

  const [ready, setReady] = useState(!enabled);
  const [currentId, setCurrentId] = useState<number>(DEFAULT_VIEW_ID);
  const [grouping, setGroupingState] = useState<string[]>([]);
  const [expandedGroups, setExpandedGroups] = useState<ReadonlySet<string>>(new Set());
  const [detail, setDetail] = useState<DetailLayout>({ widths: [] });

  // The user's own filters win over an opening view that arrives after them (noteUserFilters).
  const userFilters = useRef(false);
  const noteUserFilters = useCallback(() => {
    userFilters.current = true;
  }, []);

  // The latest values, for callbacks that outlive a render (the save dialog, the opening view).
  const latest = useRef({ applied, grouping, detail, options });
  latest.current = { applied, grouping, detail, options };

  const setGrouping = useCallback((fields: string[]) => {
    setGroupingState(fields);
    setExpandedGroups(new Set());
  }, []);

  // The layout shown last: the grid is remade when the language changes, and gets it again.
  const shown = useRef<ViewLayout | undefined>(undefined);
  const applyColumns = useCallback(
    (layout: ViewLayout) => {
      if (!api || api.isDestroyed()) return;
      const { state, applyOrder } = columnStateForLayout(layout, api.getColumnState(), grid.columns);
      api.applyColumnState({ state, applyOrder });
    },
    [api, grid.columns],
  );
  useEffect(() => {
    if (shown.current) applyColumns(shown.current);
  }, [applyColumns]);

  // Columns need AG Grid; the rest of a view (filters, grouping, the detail layout) does not, so the
  // opening view's rows can be asked for while AG Grid is still being made. Its columns follow as
  // soon as the grid exists (the effect above).
  const apply = useCallback(
    (layout: ViewLayout, initial: boolean) => {
      shown.current = layout;
      applyColumns(layout);
      const known = new Set(grid.columns.map((c) => c.field));
      if (layout.grouping) setGrouping(groupable ? layout.grouping.filter((f) => known.has(f)) : []);
      const detailFields = new Set((grid.detail?.columns ?? []).map((c) => c.field));
      const visibleDetail = layout.visibleColumns?.detail.filter((f) => detailFields.has(f));
      // A view without detail columns (saved before the grid had a detail, or by a script) shows the schema's.
      setDetail({ visible: visibleDetail?.length ? visibleDetail : undefined, widths: layout.widths?.detail ?? [] });
      const o = latest.current.options;
      // The opening view's filters give way to the address's and to what the user did while it was read.
      if (layout.filters && !(initial && (o.urlFilters || userFilters.current))) o.onFilters(filterValuesFromSaved(o.filters, layout.filters));
    },
    [applyColumns, grid, groupable, setGrouping],
  );

  const fetchDetail = useCallback((id: number) => fetchViewDetail(runtime, owner, id), [runtime, owner]);

  /** Shows a loaded view; a view whose answer holds no grid settings cannot load. */
  const show = useCallback(
    (id: number, name: string, answer: CustomViewDetail | undefined, initial: boolean): boolean => {
      const layout = loadableLayout(answer);
      if (!layout) {
        void runtime.modals.error({ message: t('Views.loadFailed', { view: name }) });
        return false;
      }
      apply(layout, initial);
      setCurrentId(id);
      return true;
    },
    [runtime, apply, t],
  );

  const loadAndApply = useCallback(async (id: number, name: string, initial: boolean) => show(id, name, await fetchDetail(id), initial), [show, fetchDetail]);

  // The opening view, once: the lists, the pick and the view's detail as one chain (opening-view.ts;
  // the route preload may have started it while the shell rendered), shown as soon as its detail is
  // in, without waiting for AG Grid: this decides when the rows are asked for.
  const opened = useRef(false);
  // The chain outlives renders: it must show with the grid that exists when the detail arrives.
  const showLatest = useRef(show);
  showLatest.current = show;
  useEffect(() => {
    if (opened.current || !enabled) return;
    opened.current = true;
    void takeOpeningView(runtime, owner, viewNameFromParams(searchParams))
      .then(({ pick, answer }) => {
        if (pick.missing) void runtime.modals.error({ message: t('Views.loadFailed', { view: pick.missing }) });
        showLatest.current(pick.id, pick.name, answer, true);
      })
      .finally(() => setReady(true));
  }, [enabled, owner, searchParams, runtime, t]);

  const switchTo = useCallback(
    async (view: CustomViewHeader) => {
      // Switching views drops custom-view and toDate from the address.
      setSearchParams((prev) => paramsAfterSwitch(prev), { replace: true });
      await loadAndApply(view.id, view.id === DEFAULT_VIEW_ID ? t('Views.defaultName') : view.customViewName, false);
    },
    [loadAndApply, setSearchParams, t],
  );

  const rights = VIEW_SCOPES.map((s) => [s, scopeRight(s, can, roles)] as const);
  const saveScopes = rights.filter(([, r]) => r === 'allowed').map(([s]) => s);
  const lockedScopes = rights.filter(([, r]) => r === 'needsGlobalAdmin').map(([s]) => s);
  const current = views.find((v) => v.id === currentId) ?? (currentId === DEFAULT_VIEW_ID ? defaultViewHeader(owner) : undefined);
  // Deleting a view takes the right to save a view of its scope: without it the menu says why instead of offering it.
  const deleteRight = current && current.id !== DEFAULT_VIEW_ID ? scopeRight(current.scope, can, roles) : 'allowed';
  const deleteRefusal = deleteRight === 'noPermission' ? 'Views.deleteNotAllowed' : deleteRight === 'needsGlobalAdmin' ? 'Views.deleteNeedsGlobalAdmin' : undefined;

  const save = useCallback(async () => {
    if (!api) return;
    const { applied: values, grouping: groups, detail: d, options: o } = latest.current;
    const layout = captureLayout({
      columnState: api.getColumnState(),
      masterFields: grid.columns.map((c) => c.field),
      detail: grid.detail ? { visible: d.visible ?? grid.detail.columns.filter((c) => !c.hidden).map((c) => c.field), widths: d.widths } : undefined,
      filters: o.filters,
      values,
      grouping: groupable ? groups : [],
    });
    const saved = await runtime.modals.open<CustomViewHeader>('saveView', { owner, parts: layoutToParts(layout), views, current, scopes: saveScopes, lockedScopes });
    if (!saved) return;
    void runtime.modals.open('success', { message: t('Views.saved', { name: saved.customViewName }) });
    // Saving shows a success message, then the page reloads on the saved view after 250 ms.
    const next = paramsAfterSave(new URLSearchParams(window.location.search), saved.customViewName);
    setTimeout(() => window.location.assign(`${window.location.pathname}?${next}`), RELOAD_AFTER_SAVE_MS);
  }, [api, grid, groupable, runtime, owner, views, current, saveScopes, lockedScopes, t]);

  const deleteCurrent = useCallback(async () => {
    if (!current || current.id === DEFAULT_VIEW_ID) return;
    const ok = await runtime.modals.open<boolean>('confirm', { message: t('Views.deleteConfirm', { name: current.customViewName }) });
    if (!ok) return;
    try {
      await runtime.api.call(CustomView.delete, { body: { id: current.id } });
    } catch {
      // Without rights the server refuses with 'You do not have the rights to delete the view': the API
      // client's error modal has shown it, translated; left unhandled, the raw message would show again.
      return;
    }
    void runtime.modals.open('success', { message: t('Views.deleted', { name: current.customViewName }) });
    await queryClient.invalidateQueries({ queryKey: customViewsKey(owner) });
    await queryClient.invalidateQueries({ queryKey: primaryViewsKey() });
    await switchTo(defaultViewHeader(owner));
  }, [current, runtime, t, queryClient, owner, switchTo]);

  const canSetPrimaryForAll = can(VIEW_SAVE_PERMISSIONS.all);
  const editPrimary = useCallback(async () => {
    const changed = await runtime.modals.open<boolean>('primaryViewSettings', { owner, views, primaries, canSetForAll: canSetPrimaryForAll });
    if (changed) await queryClient.invalidateQueries({ queryKey: primaryViewsKey() });
  }, [runtime, owner, views, primaries, canSetPrimaryForAll, queryClient]);

  const detailValue = useMemo<DetailLayoutValue>(
    () => ({
      ...detail,
      setVisible: (visible) => setDetail((d) => ({ ...d, visible })),
      setWidth: (field, width) => setDetail((d) => ({ ...d, widths: [...d.widths.filter((w) => w.field !== field), { field, width: Math.round(width) }] })),
    }),
    [detail],
  );

  return {
    enabled,
    ready,
    owner,
    views,
    current,
    primary: primaryFor(primaries, owner),
    saveScopes,
    lockedScopes,
    canSetPrimaryForAll,
    groupable,
    grouping,
    setGrouping,
    expandedGroups,
    toggleGroup: (key) =>
      setExpandedGroups((prev) => {
        const next = new Set(prev);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    expandAllGroups: (rows) => setExpandedGroups(allGroupKeys(rows, grouping)),
    collapseAllGroups: () => setExpandedGroups(new Set()),
    detail: detailValue,
    switchTo,
    save,
    deleteCurrent,
    deleteRefusal,
    editPrimary,
    noteUserFilters,
  };
}
