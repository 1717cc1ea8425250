/* eslint-disable max-lines -- the page holds the order form's state that its sections share (header, lines, flagged lines, draft); its sections, dialogs and rules are files of their own */
import { routes } from '@cockpit/contracts';
import { errorText } from '@cockpit/core/modals';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useCan, useRuntime } from '@cockpit/core/runtime';
import { isApiError, routeQueryOptions } from '@cockpit/core/api';
import { MAX_SALES_ORDER_LINES, orderLevelProblems, parsePastedRows, salesTotals, type MaterialCandidate, type RawSalesLine, type ResolvedSalesLine } from '../../rules';
import { SalesOrder, SalesOrderDraft } from '../../routes';
import { checkedLine } from './checked-line';
import { CustomerSection } from './CustomerSection';
import { MaterialSearch } from './MaterialSearch';
import { ResolveLinesDialog, type Fix } from './ResolveLinesDialog';
import { SalesLinesList } from './SalesLinesList';
import { emptyHeader, formLine, mergeQuantity, orderBody, type FormLine, type OrderHeader } from './sales-form';
import { uploadLines } from './upload-file';
import type { SalesOrderDetail } from '../../rules/answers';
import { OrderInfoSection, DeliverySection } from './OrderSections';
import { SalesTotals } from './SalesTotals';
import './sales-order.css';
import { PageHead } from '@cockpit/core/page';
import { permissionPath } from '@cockpit/contracts/permission-names';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * Create sales order (issue 15): order info, customer, delivery and
 * materials. Lines are typed, pasted from a spreadsheet, dropped or picked as a file; flagged lines
 * are fixed in the "sales order material resolved" dialog; the shared rules (core/src/sales-rules)
 * and totals show as the user types. ?draft=<id> reopens a saved draft; ?order=<id> edits an
 * Initial outgoing order (Edit sales order on Outgoing orders; PUT /api/SalesOrder/{id}).
 */
export function CreateSalesOrderPage() {
  const runtime = useRuntime();
  const can = useCan();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const draftParam = Number(params.get('draft')) || undefined;
  const orderParam = Number(params.get('order')) || undefined;
  /** Edit mode: the order's id and why it cannot change (null: it can). */
  const [editing, setEditing] = useState<{ id: number; notEditable: SalesOrderDetail['notEditable'] }>();
  const [draftId, setDraftId] = useState<number | undefined>(draftParam);
  const [header, setHeader] = useState<OrderHeader>(emptyHeader());
  const [lines, setLines] = useState<FormLine[]>([]);
  const [flagged, setFlagged] = useState<ResolvedSalesLine[]>();
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  // What the last paste or upload did: lines added, lines still to resolve, lines left out.
  const [added, setAdded] = useState<{ count: number; open: number; skipped: number }>();
  const fileInput = useRef<HTMLInputElement>(null);
  const linesRef = useRef(lines);
  linesRef.current = lines;

  const orderTypes = useQuery(routeQueryOptions(runtime.api, routes.OutgoingOrder.orderType));
  const deliveryTypes = useQuery(routeQueryOptions(runtime.api, routes.OutgoingOrder.deliveryType));

  const startNew = useCallback(async () => {
    const number = await runtime.api.call(SalesOrder.GetSalesOrderNo);
    setHeader(emptyHeader(number));
    setLines([]);
    setDraftId(undefined);
  }, [runtime]);

  useEffect(() => {
    setDraftId(draftParam);
    setEditing(undefined);
    if (!draftParam && !orderParam) {
      void startNew().catch(() => undefined);
      return;
    }
    const detail = orderParam
      ? runtime.api.call(SalesOrder.Detail, { params: { id: orderParam } }).then((d) => {
          setEditing({ id: d.id, notEditable: d.notEditable });
          return d;
        })
      : runtime.api.call(SalesOrderDraft.Detail, { query: { id: draftParam! } });
    void detail
      .then((d) => {
        const h = emptyHeader(d.orderNumber);
        for (const key of Object.keys(h) as Array<keyof OrderHeader>) if (key in d) h[key] = text((d as Partial<Record<keyof OrderHeader, unknown>>)[key]);
        setHeader(h);
        setLines(
          d.lines.map((l) => ({
            material: { id: l.materialId, itemNo: l.itemNo, barcode: l.barcode, name: l.name, salesPrice: l.salesPrice },
            quantity: String(l.quantity),
            adjustedPrice: text(l.adjustedPrice),
          })),
        );
      })
      .catch(() => undefined);
  }, [draftParam, orderParam, runtime, startNew]);

  // Each line is parsed and checked once (checkedLine caches it per line object); a keystroke
  // re-checks only the line it changed, then the order-level rules and the totals sum numbers.
  const ruleLines = useMemo(() => lines.map((l) => checkedLine(l).rule), [lines]);
  const totals = useMemo(() => salesTotals(ruleLines, orderBody(header, []).discount), [ruleLines, header]);
  const deliveryNames = useMemo(() => deliveryTypes.data?.map((d) => d.name), [deliveryTypes.data]);
  const levelProblems = useMemo(() => orderLevelProblems({ ...orderBody(header, []), lines: ruleLines }, deliveryNames), [header, ruleLines, deliveryNames]);
  const headerProblems = levelProblems.filter((p) => p.line === undefined);
  const badLines = useMemo(() => {
    const bad = new Set(levelProblems.flatMap((p) => (p.line === undefined ? [] : [p.line])));
    lines.forEach((l, i) => checkedLine(l).problems.length > 0 && bad.add(i));
    return bad.size;
  }, [lines, levelProblems]);
  const notEditable = editing?.notEditable;
  const canSave = headerProblems.length === 0 && badLines === 0 && !notEditable;
  // Stable callbacks: the visible rows are memoised and re-render only when their own line changes.
  const changeLine = useCallback(
    (index: number, patch: Partial<Pick<FormLine, 'quantity' | 'adjustedPrice'>>) => setLines((prev) => prev.map((l, i) => (i === index ? { ...l, ...patch } : l))),
    [],
  );
  const removeLine = useCallback((index: number) => setLines((prev) => prev.filter((_, i) => i !== index)), []);

  const set = (patch: Partial<OrderHeader>) => setHeader((h) => ({ ...h, ...patch }));

  /** Resolved lines join the order; the flagged ones wait in the dialog. */
  const take = (resolved: ResolvedSalesLine[]) => {
    const good = resolved.filter((l) => !l.flag && l.material);
    // A transition: React renders thousands of new lines in slices and keeps the page responsive.
    if (good.length) startTransition(() => setLines((prev) => [...prev, ...good.map((l) => formLine(l, l.material!))]));
    const bad = resolved.filter((l) => l.flag);
    if (bad.length) setFlagged(bad);
    setAdded({ count: good.length, open: bad.length, skipped: 0 });
  };

  const resolve = async (raw: RawSalesLine[]) => {
    if (raw.length === 0) return;
    if (linesRef.current.length + raw.length > MAX_SALES_ORDER_LINES) {
      void runtime.modals.open('error', { message: t('Sales.rules.tooManyLines', { max: MAX_SALES_ORDER_LINES }) });
      return;
    }
    setBusy(true);
    try {
      take(await runtime.api.call(SalesOrder.ResolveLines, { body: { lines: raw, alreadyAdded: linesRef.current.map((l) => l.material.id) } }));
    } catch {
      // Shown by the error modal.
    } finally {
      setBusy(false);
    }
  };

  const addFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const raw = await uploadLines(runtime, file);
      setBusy(false);
      await resolve(raw);
    } catch (err) {
      void runtime.modals.open('error', { message: isApiError(err) ? errorText(err, t, (key) => runtime.i18n.exists(key)) : t('Sales.materials.uploadFailed') });
    } finally {
      setBusy(false);
    }
  };

  const onPaste = (clipboard: string) => void resolve(parsePastedRows(clipboard, MAX_SALES_ORDER_LINES + 1));

  const addTyped = (material: MaterialCandidate) => {
    if (linesRef.current.some((l) => l.material.id === material.id)) {
      void runtime.modals.open('error', { message: t('Sales.rules.alreadyAdded') });
      return;
    }
    setLines((prev) => [...prev, formLine({ quantity: 1, price: null }, material)]);
  };

  const applyFixes = (fixed: Array<{ line: ResolvedSalesLine; fix: Fix }>) => {
    let next = [...linesRef.current];
    let refused = 0;
    for (const { line, fix } of fixed) {
      if (fix.kind === 'add') {
        if (next.some((l) => l.material.id === fix.material.id)) refused++;
        else next.push(formLine(line, fix.material));
      } else if (fix.kind === 'merge' && line.material) next = mergeQuantity(next, line.material.id, line.quantity);
    }
    const joined = next.length - linesRef.current.length;
    setLines(next);
    // The hint tells what the paste came to once its flagged lines are resolved, not what it was before.
    setAdded((a) => a && { count: a.count + Math.max(0, joined), open: 0, skipped: Math.max(0, a.open - fixed.length) + refused });
    setFlagged(undefined);
    if (refused) void runtime.modals.open('error', { message: t('Sales.rules.alreadyAdded') });
  };

  const lookUp = async (line: ResolvedSalesLine, reference: string) => {
    const [again] = await runtime.api.call(SalesOrder.ResolveLines, {
      body: { lines: [{ row: line.row, reference, quantity: line.quantity, price: line.price }], alreadyAdded: linesRef.current.map((l) => l.material.id) },
    });
    return again;
  };

  const finished = async (message: string, values: Record<string, unknown>) => {
    void runtime.modals.open('success', { message: t(message, values) });
    if (orderParam) navigate('/outgoing-orders-page');
    else if (draftParam) navigate('/create-sales-order', { replace: true });
    else await startNew();
  };

  const save = async () => {
    setBusy(true);
    try {
      const body = orderBody(header, lines);
      let created: { orderNo: string };
      if (editing) {
        // An order keeps its number: the update's body has none.
        const { orderNumber: kept, ...update } = body;
        void kept;
        created = await runtime.api.call(SalesOrder.update, { params: { id: editing.id }, body: update });
        await finished('Sales.updated', { orderNo: created.orderNo });
        return;
      }
      if (draftId) {
        await runtime.api.call(SalesOrderDraft.update, { body: { ...body, id: draftId } });
        created = await runtime.api.call(SalesOrder.CreateSalesOrderFromDraft, { body: { id: draftId } });
      } else created = await runtime.api.call(SalesOrder.CreateSalesOrder, { body });
      await finished('Sales.saved', { orderNo: created.orderNo });
    } catch {
      // Shown by the error modal (the server's rules answer 422 with the first broken rule).
    } finally {
      setBusy(false);
    }
  };

  const saveDraft = () =>
    runtime.modals.open('schemaDialog', {
      dialogId: 'save-sales-order-draft',
      initialData: { orderNumber: header.orderNumber, customerName: header.customerName },
      submit: async (form: Record<string, unknown>) => {
        const body = { ...orderBody(header, lines), orderNumber: String(form.orderNumber) };
        const row = draftId
          ? await runtime.api.call(SalesOrderDraft.update, { body: { ...body, id: draftId }, silent: true })
          : await runtime.api.call(SalesOrderDraft.create, { body, silent: true });
        set({ orderNumber: String(form.orderNumber) });
        setDraftId(row.id);
        void runtime.modals.open('success', { message: t('Sales.draftSaved', { orderNumber: form.orderNumber }) });
      },
    });

  const downloadSample = async () => {
    const blob = await runtime.api.call(SalesOrder.samplefile, { binary: true });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = 'sales-order-sample.xlsx';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void addFile(e.dataTransfer.files[0]);
  };

  return (
    <section
      className={`page sales-page${dragging ? ' sales-page--dragging' : ''}`}
      data-testid="create-sales-order"
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('Files')) {
          e.preventDefault();
          setDragging(true);
        }
      }}
      onDragLeave={(e) => e.currentTarget === e.target && setDragging(false)}
      onDrop={onDrop}
    >
      <PageHead title={editing ? t('Sales.titleEdit', { orderNo: header.orderNumber }) : t(draftId ? 'Sales.titleDraft' : 'Sales.title')}>
        <div className="page__tools">
          {!orderParam && (
            <button
              type="button"
              className="btn"
              disabled={busy || !can(permissionPath('data', 'sales_order_draft_edit'))}
              onClick={() => void saveDraft()}
              data-testid="sales-save-draft"
            >
              {t('Sales.saveDraft')}
            </button>
          )}
          <button type="button" className="btn btn--primary" disabled={busy || !canSave} onClick={() => void save()} data-testid="sales-save">
            {t('Sales.save')}
          </button>
        </div>
      </PageHead>

      {notEditable && (
        <p className="sales-not-editable" role="alert" data-testid="sales-not-editable">
          {errorText(notEditable, t, (key) => runtime.i18n.exists(key))}
        </p>
      )}

      <div className="sales-form">
        <OrderInfoSection header={header} set={set} orderTypes={orderTypes.data} />

        <CustomerSection header={header} set={set} problems={headerProblems} />

        <DeliverySection header={header} set={set} deliveryTypes={deliveryTypes.data} />
      </div>

      <fieldset className="card sales-card sales-materials">
        <legend>{t('Sales.materials.title')}</legend>
        <div className="sales-materials__tools">
          <MaterialSearch onPick={addTyped} />
          <textarea
            className="input sales-paste"
            rows={1}
            placeholder={t('Sales.materials.pastePlaceholder')}
            aria-label={t('Sales.materials.paste')}
            data-testid="sales-paste"
            value=""
            onChange={() => undefined}
            onPaste={(e) => {
              e.preventDefault();
              onPaste(e.clipboardData.getData('text/plain'));
            }}
          />
          <button type="button" className="btn" onClick={() => fileInput.current?.click()}>
            {t('Sales.materials.pickFile')}
          </button>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept=".xlsx,.csv"
            data-testid="sales-file"
            onChange={(e) => void addFile(e.target.files?.[0]).finally(() => (e.target.value = ''))}
          />
          <button type="button" className="btn btn--ghost" onClick={() => void downloadSample()} data-testid="sales-sample">
            {t('Sales.materials.sample')}
          </button>
        </div>
        <p className="hint">{dragging ? t('Sales.materials.dropHere') : t('Sales.materials.dropHint')}</p>
        {added && (
          <p className="hint" role="status" data-testid="sales-notice">
            {added.open > 0
              ? t('Sales.materials.added', { count: added.count, flagged: added.open })
              : added.skipped > 0
                ? t('Sales.materials.addedSkipped', { count: added.count, skipped: added.skipped })
                : t('Sales.materials.addedDone', { count: added.count })}
          </p>
        )}
        <SalesLinesList lines={lines} onChange={changeLine} onRemove={removeLine} />
      </fieldset>

      <SalesTotals lineCount={lines.length} totals={totals} headerProblems={headerProblems} badLines={badLines} />

      {flagged && (
        <ResolveLinesDialog
          flagged={flagged}
          lookUp={lookUp}
          onDone={applyFixes}
          onCancel={() => {
            setAdded((a) => a && { ...a, open: 0, skipped: a.skipped + a.open });
            setFlagged(undefined);
          }}
        />
      )}
    </section>
  );
}
