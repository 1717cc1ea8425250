import { useTranslation } from 'react-i18next';
import type { MultiStatusResult } from '../../api/multi-status';
import { errorText, interpolationValues, saidBy } from '../error-text';
import type { UserChoicePrompt } from '../../api/user-choice';
import { Modal } from '../Modal';
import { FailureDetails } from './FailureDetails';
import type { TemplateProps } from './template-props';

/** A user-choice prompt: the answer's key goes back to the API client, which replays the request. */
export function UserChoiceModal({ entry, close }: TemplateProps) {
  const { t } = useTranslation();
  const { prompt } = entry.props as { prompt: UserChoicePrompt };
  const list = Array.isArray((prompt.details as { items?: unknown[] } | undefined)?.items) ? ((prompt.details as { items: unknown[] }).items as string[]) : undefined;
  return (
    <Modal
      title={t(prompt.title, { defaultValue: prompt.title })}
      tone={prompt.type === 'warning' ? 'warning' : 'info'}
      onClose={() => close()}
      zIndex={entry.zIndex}
      testId="user-choice-modal"
      size={list ? 'medium' : 'small'}
      footer={
        <>
          <button className="btn" onClick={() => close()}>
            {t('Common.cancel')}
          </button>
          {prompt.userOptions.map((o, i) => (
            <button key={o.key} className={`btn${i === prompt.userOptions.length - 1 ? ' btn--primary' : ''}`} onClick={() => close(o.key)}>
              {t(o.label, { defaultValue: o.label })}
            </button>
          ))}
        </>
      }
    >
      <p>{t(prompt.description, { ...interpolationValues(prompt.details, t), defaultValue: prompt.description })}</p>
      {list && (
        <ul className="modal__list">
          {list.map((item, i) => (
            <li key={i}>{String(item)}</li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

/** 207: how many lines went through, how many failed, and which. */
export function MultiStatusModal({ entry, close }: TemplateProps) {
  const { t, i18n } = useTranslation();
  const { result } = entry.props as { result: MultiStatusResult };
  return (
    <Modal
      title={t('MultiStatus.title')}
      tone={result.failedCount ? 'warning' : 'success'}
      onClose={() => close()}
      zIndex={entry.zIndex}
      size="medium"
      testId="multi-status-modal"
      footer={
        <button className="btn btn--primary" onClick={() => close()}>
          {t('Common.ok')}
        </button>
      }
    >
      <p>{t('MultiStatus.succeeded', { count: result.successCount })}</p>
      <p>{t('MultiStatus.failed', { count: result.failedCount })}</p>
      {result.failed.length > 0 && (
        <>
          <p>
            <strong>{result.failedTitle ? t(result.failedTitle) : t('MultiStatus.failedLines')}</strong>
          </p>
          <ul className="modal__list">
            {result.failed.map((line, i) => {
              // The line's business name (order no., item no., location); never a database id.
              const message = errorText(line, t, (key) => i18n.exists(key));
              const said = new Set(saidBy(line, t, (key) => i18n.exists(key)));
              return (
                <li key={`${String(line.id)}-${i}`}>
                  {line.label ? (
                    <>
                      <strong>{line.label}</strong>:{' '}
                    </>
                  ) : null}
                  {message}
                  <FailureDetails details={line.details} said={said} />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Modal>
  );
}
