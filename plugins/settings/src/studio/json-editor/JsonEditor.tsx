import { useEffect, useRef } from 'react';
import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { bracketMatching, foldGutter, indentOnInput } from '@codemirror/language';
import { linter, lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { pointerRange, spotAt } from './json-paths';
import { keyOptions, valueOptions } from './meta-completion';

export interface EditorProblem {
  file?: string;
  pointer: string;
  message: string;
}

/** Completion of keys and listed values from the grid meta-schema, at the place being typed. */
function metaCompletion(meta: () => Record<string, unknown> | undefined) {
  return (context: CompletionContext): CompletionResult | null => {
    const schema = meta();
    if (!schema) return null;
    const text = context.state.doc.toString();
    const spot = spotAt(text, context.pos);
    const word = context.matchBefore(/"?[\w$-]*/);
    if (!spot || (!context.explicit && !word?.text)) return null;
    const from = word?.from ?? context.pos;
    if (spot.kind === 'key') {
      return {
        from,
        options: keyOptions(schema, spot.path, spot.present).map((o) => ({
          label: `"${o.label}"`,
          displayLabel: o.label,
          detail: o.detail,
          info: o.info,
          apply: `"${o.label}": `,
          boost: o.required ? 1 : 0,
        })),
      };
    }
    const values = valueOptions(schema, spot.path, spot.key);
    return values.length ? { from, options: values.map((o) => ({ label: `"${o.label}"`, displayLabel: o.label })) } : null;
  };
}

/** The server's problems (at their JSON pointers) and the text's own JSON errors, at their lines. */
function diagnosticsOf(view: EditorView, problems: readonly EditorProblem[], file: string): Diagnostic[] {
  const syntax = jsonParseLinter()(view);
  if (syntax.length) return syntax;
  const text = view.state.doc.toString();
  return problems
    .filter((p) => !p.file || p.file === file)
    .map((p) => {
      const { from, to } = pointerRange(text, p.pointer);
      return { from, to, severity: 'error' as const, message: `${p.pointer || '/'}: ${p.message}` };
    });
}

/**
 * The screen as JSON in CodeMirror 6: completion (Ctrl+Space, or as you type) from the grid
 * meta-schema the server serves, JSON errors as you type, and the server's check (the same
 * messages as `cockpit validate`) marked at their lines. Loaded in a chunk of its own, only when
 * the JSON tab opens.
 */
export default function JsonEditor({
  text,
  problems,
  file,
  metaUrl,
  label,
  onText,
}: {
  text: string;
  problems: readonly EditorProblem[];
  file: string;
  metaUrl: string;
  label: string;
  onText(text: string): void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(undefined);
  const meta = useRef<Record<string, unknown>>(undefined);
  const onTextRef = useRef(onText);
  const problemsRef = useRef(problems);
  useEffect(() => {
    onTextRef.current = onText;
    problemsRef.current = problems;
  });

  useEffect(() => {
    void fetch(metaUrl)
      .then((r) => (r.ok ? (r.json() as Promise<Record<string, unknown>>) : undefined))
      .then((m) => (meta.current = m))
      .catch(() => undefined);
  }, [metaUrl]);

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: text,
        extensions: [
          lineNumbers(),
          foldGutter(),
          history(),
          indentOnInput(),
          bracketMatching(),
          json(),
          lintGutter(),
          linter((v) => diagnosticsOf(v, problemsRef.current, file), { delay: 250 }),
          autocompletion({ override: [metaCompletion(() => meta.current)] }),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onTextRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    // The scrolling box is reachable by keyboard (a scrollable region must be).
    editor.scrollDOM.tabIndex = 0;
    view.current = editor;
    return () => editor.destroy();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- made once: the editor keeps its own text from here on; a new text comes with a new editor (its key).
  }, []);

  // The server's answer for the text as it is now: marked at once (the linter runs again on the next edit).
  useEffect(() => {
    problemsRef.current = problems;
    const editor = view.current;
    if (editor) editor.dispatch(setDiagnostics(editor.state, diagnosticsOf(editor, problems, file)));
  }, [problems, file]);

  return <div ref={host} className="studio-json" data-testid="studio-json" />;
}
