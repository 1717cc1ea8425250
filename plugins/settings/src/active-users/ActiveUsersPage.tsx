import { useQuery } from '@tanstack/react-query';
import { UserSession } from '../../routes';
import { routeQueryOptions, type ResultOf } from '@cockpit/core/api';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@cockpit/core/format';
import { useRuntime, useSession, useSettings } from '@cockpit/core/runtime';
import '../settings-admin.css';
import { describeUserAgent } from './user-agent';
import { SettingsPage } from '../SettingsPage';
import { TableHead } from '@cockpit/core/page';

/** A session of the list; the browser's User-Agent is null for sessions older than its recording. */
type ActiveSession = ResultOf<typeof UserSession.active>[number];

/** How often the list is read again: about the heartbeat, so that it shows who is still there. */
const REFRESH_MS = 30_000;

/**
 * Active users (header/settings/active_users): who is signed in now, since when,
 * the last heartbeat and the client. An administrator ends a session: its tokens are refused and
 * its live-update connection closes at once.
 */
export function ActiveUsersPage() {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const ownSession = useSession((s) => s.claims?.sid);
  const timeStamp = useSettings((s) => s.timeStampSettings);
  const query = useQuery({ ...routeQueryOptions(runtime.api, UserSession.active), refetchInterval: REFRESH_MS });
  const when = (iso: string) => formatDateTime(new Date(iso), timeStamp);

  const end = async (session: ActiveSession) => {
    const ok = await runtime.modals.open('confirm', { message: t('SettingsPages.sessions.confirmEnd', { name: session.displayName }) });
    if (!ok) return;
    try {
      await runtime.api.call(UserSession.end, { params: { id: session.id } });
      await query.refetch();
    } catch {
      // Shown by the error modal.
    }
  };

  return (
    <SettingsPage testId="active-users" title={t('SettingsPages.sessions.title')}>
      <div className="card admin-card">
        <p className="admin-hint">{t('SettingsPages.sessions.hint')}</p>
        <table className="admin-table" data-testid="session-list">
          <TableHead
            cells={[t('SettingsPages.sessions.user'), t('SettingsPages.sessions.since'), t('SettingsPages.sessions.lastHeartbeat'), t('SettingsPages.sessions.client'), '']}
          />
          <tbody>
            {(query.data ?? []).map((s) => (
              <tr key={s.id} data-user={s.userName} data-session={s.id}>
                <td>
                  {s.displayName} <span className="admin-hint">({s.userName})</span>
                </td>
                <td>{when(s.startedAt)}</td>
                <td>{when(s.lastSeenAt)}</td>
                <td>
                  {s.userAgent && (
                    <span className="session-agent" title={s.userAgent} data-testid="session-agent">
                      {describeUserAgent(s.userAgent)}
                    </span>
                  )}
                  <span className="admin-hint"> {[s.clientVersion && `v${s.clientVersion}`, s.language].filter(Boolean).join(' · ')}</span>
                </td>
                <td>
                  {s.id === ownSession ? (
                    <span className="admin-hint">{t('SettingsPages.sessions.yours')}</span>
                  ) : (
                    <button type="button" className="btn" onClick={() => void end(s)}>
                      {t('SettingsPages.sessions.end')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {query.data?.length === 0 && <p className="admin-hint">{t('SettingsPages.sessions.none')}</p>}
      </div>
    </SettingsPage>
  );
}
