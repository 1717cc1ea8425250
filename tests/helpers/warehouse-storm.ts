import { createRandom, type Random } from '../../apps/server/src/work/random';
import type { TestApi } from './api-client';
import { loadAssignees, loadPools, loadStartedJobPools } from './warehouse-storm-pools';
import { any, call, PLANNER, type Action, type ActionResult } from './warehouse-storm-planner';

/**
 * A storm of warehouse actions over HTTP from several simulated users at once: planners prepare,
 * cancel, move, count, assign and edit (priority date, delivery type, dedicated locations,
 * min/max); the floor starts jobs and performs tasks. Ids come from the list
 * endpoints (refreshed now and then), so stale ids meet refusals as they would in real life.
 */
export interface StormUser {
  name: string;
  api: TestApi;
  /** Floor users only work the terminal. */
  floor?: boolean;
}

export interface StormOptions {
  users: StormUser[];
  actionsPerUser: number;
  seed: number;
  /** Optional: make a new outgoing order (the storm runs out of Initial orders otherwise). */
  createOrder?: (r: Random) => Promise<void>;
  /** Every answered action, for the caller's bookkeeping (e.g. the crash test's acknowledged actions). */
  onAnswer?: (a: { action: string; status: number; body: unknown; request: unknown }) => void;
  /** Stop early (the crash test kills the server). */
  stopped?: () => boolean;
  /** Stop once this many actions were answered in all (users' speeds differ, so a per-user count alone may fall short). */
  totalActions?: number;
}

export interface StormResult {
  actions: number;
  byStatus: Record<string, number>;
  byAction: Record<string, Record<string, number>>;
  serverErrors: Array<{ action: string; status: number; body: unknown }>;
}

const FLOOR: Array<[number, Action]> = [
  [
    3,
    (api, p, r) => {
      const j = any(r, p.initialJobs);
      return j && call('startJob', api, 'put', '/api/Terminal/startJob', { jobId: j.id });
    },
  ],
  [
    8,
    (api, p, r) => {
      const t = any(r, p.inProgressTasks);
      if (!t) return undefined;
      const requested = Number(t.requestedQuantity);
      const count = t.taskType === 'InventoryCountTask';
      const short = !count && requested > 0 && r.chance(0.1);
      const body = count
        ? { taskId: t.id, confirmedQuantity: Math.max(0, requested + (r.chance(0.3) ? r.int(-2, 2) : 0)) }
        : short
          ? { taskId: t.id, confirmedQuantity: r.int(0, requested - 1), reasonCode: 'NotFound', stockIsMissing: r.chance(0.5) }
          : { taskId: t.id, confirmedQuantity: requested };
      return call('performTask', api, 'put', '/api/Terminal/performTask', body);
    },
  ],
  [
    1,
    (api, p, r) => {
      const l = any(r, p.ingoingLines);
      return l && call('receive', api, 'post', '/api/Terminal/receiveLine', { orderLineId: l.id, quantity: r.int(1, Math.max(1, Number(l.openQuantity))) });
    },
  ],
];

function choose(r: Random, actions: Array<[number, Action]>): Action {
  const total = actions.reduce((s, [w]) => s + w, 0);
  let x = r.next() * total;
  for (const [w, a] of actions) if ((x -= w) < 0) return a;
  return actions[actions.length - 1][1];
}

export async function runStorm(o: StormOptions): Promise<StormResult> {
  const result: StormResult = { actions: 0, byStatus: {}, byAction: {}, serverErrors: [] };
  const record = (a: { action: string; status: number; body: unknown; request: unknown }) => {
    result.actions++;
    result.byStatus[a.status] = (result.byStatus[a.status] ?? 0) + 1;
    (result.byAction[a.action] ??= {})[a.status] = (result.byAction[a.action]?.[a.status] ?? 0) + 1;
    if (a.status >= 500 || a.status === 400 || a.status === 403) result.serverErrors.push({ action: a.action, status: a.status, body: a.body });
    o.onAnswer?.(a);
  };
  // One set of pools for all users, refreshed every `refreshEvery` actions by whoever notices first:
  // reading wide lists costs as much as acting, and a stale id is a realistic refusal anyway.
  const refreshEvery = Math.max(10, o.users.length * 10);
  const assignees = await loadAssignees(o.users[0].api);
  // A started job makes its tasks InProgress: only the job and task pools are read again then (startedJob).
  const shared = { pools: await loadPools(o.users[0].api, createRandom(o.seed), assignees), age: 0, startedJob: false, loading: null as Promise<void> | null };
  const refresh = (api: TestApi, r: Random) => {
    shared.loading ??= loadPools(api, r, assignees).then((p) => {
      shared.pools = p;
      shared.age = 0;
      shared.startedJob = false;
      shared.loading = null;
    });
    return shared.loading;
  };
  const refreshJobs = (api: TestApi) => {
    shared.startedJob = false;
    shared.loading ??= loadStartedJobPools(api, shared.pools).then((p) => {
      shared.pools = p;
      shared.loading = null;
    });
    return shared.loading;
  };
  await Promise.all(
    o.users.map(async (user, index) => {
      const r = createRandom(o.seed * 31 + index);
      let done = 0;
      let idle = 0;
      while (done < o.actionsPerUser && idle < o.actionsPerUser && result.actions < (o.totalActions ?? Infinity) && !o.stopped?.()) {
        if (shared.age >= refreshEvery || shared.startedJob) {
          try {
            await (shared.age >= refreshEvery ? refresh(user.api, r) : refreshJobs(user.api));
          } catch (err) {
            if (o.stopped?.()) break;
            throw err;
          }
        }
        shared.age++;
        if (!user.floor && o.createOrder && r.chance(0.04)) {
          // Orders made directly in the database are set-up, not storm actions: not counted.
          await o.createOrder(r);
          continue;
        }
        let a: ActionResult | undefined;
        try {
          a = await choose(r, user.floor ? FLOOR : r.chance(0.25) ? FLOOR : PLANNER)(user.api, shared.pools, r);
        } catch (err) {
          // The crash test kills the server mid-request: an unanswered action is not acknowledged.
          if (o.stopped?.()) break;
          throw err;
        }
        if (a) {
          record(a);
          done++;
          // Forget what this action used up, so the next ones pick something else.
          if (a.status < 300 && typeof a.request === 'object' && a.request && 'taskId' in a.request) {
            const id = (a.request as { taskId: number }).taskId;
            shared.pools.inProgressTasks = shared.pools.inProgressTasks.filter((t) => t.id !== id);
          }
          if (a.status < 300 && a.action === 'startJob') {
            const id = (a.request as { jobId: number }).jobId;
            shared.pools.initialJobs = shared.pools.initialJobs.filter((j) => j.id !== id);
            shared.startedJob = true;
          }
        } else {
          // Nothing to do with what the pools hold: look again soon (bounded, so a user never spins).
          idle++;
          if (idle % 5 === 0) shared.age = refreshEvery;
        }
      }
    }),
  );
  return result;
}
