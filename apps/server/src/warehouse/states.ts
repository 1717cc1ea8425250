/**
 * The state machines of DOMAIN.md, as pure functions: given the facts about a row's children,
 * what state the row is in. The services load the facts with SQL and store the answer, so the
 * rules live here once and are unit tested (states.test.ts).
 */function stryNS_9fa48() {
  var g = typeof globalThis === 'object' && globalThis && globalThis.Math === Math && globalThis || new Function("return this")();
  var ns = g.__stryker__ || (g.__stryker__ = {});
  if (ns.activeMutant === undefined && g.process && g.process.env && g.process.env.__STRYKER_ACTIVE_MUTANT__) {
    ns.activeMutant = g.process.env.__STRYKER_ACTIVE_MUTANT__;
  }
  function retrieveNS() {
    return ns;
  }
  stryNS_9fa48 = retrieveNS;
  return retrieveNS();
}
stryNS_9fa48();
function stryCov_9fa48() {
  var ns = stryNS_9fa48();
  var cov = ns.mutantCoverage || (ns.mutantCoverage = {
    static: {},
    perTest: {}
  });
  function cover() {
    var c = cov.static;
    if (ns.currentTestId) {
      c = cov.perTest[ns.currentTestId] = cov.perTest[ns.currentTestId] || {};
    }
    var a = arguments;
    for (var i = 0; i < a.length; i++) {
      c[a[i]] = (c[a[i]] || 0) + 1;
    }
  }
  stryCov_9fa48 = cover;
  cover.apply(null, arguments);
}
function stryMutAct_9fa48(id) {
  var ns = stryNS_9fa48();
  function isActive(id) {
    if (ns.activeMutant === id) {
      if (ns.hitCount !== void 0 && ++ns.hitCount > ns.hitLimit) {
        throw new Error('Stryker: Hit count limit reached (' + ns.hitCount + ')');
      }
      return true;
    }
    return false;
  }
  stryMutAct_9fa48 = isActive;
  return isActive(id);
}
export type OrderState = 'Initial' | 'Started' | 'Completed' | 'Cancelled';
export type LineState = 'Initial' | 'FailedInPreparation' | 'PendingMaintenance' | 'ReadyForPick' | 'InProgress' | 'Completed' | 'Cancelled';
export type OperationState = 'Initial' | 'Prepared' | 'InProgress' | 'Completed' | 'Cancelled';
export type JobState = 'Initial' | 'Started' | 'Completed' | 'Cancelled';
export type TaskState = 'Initial' | 'Prepared' | 'InProgress' | 'Performed' | 'Cancelled';
export type InventoryState = 'Initial' | 'Started' | 'Counted' | 'Approved' | 'Cancelled';
export type InventoryLineState = 'Initial' | 'Counted' | 'Accepted' | 'Cancelled';
export type IngoingLineState = 'Initial' | 'InProgress' | 'Completed' | 'Cancelled';
export type TaskType = 'StockMovementTask' | 'InventoryCountTask';
export const OPEN_TASK_STATES: readonly TaskState[] = stryMutAct_9fa48("47") ? [] : (stryCov_9fa48("47"), [stryMutAct_9fa48("48") ? "" : (stryCov_9fa48("48"), 'Initial'), stryMutAct_9fa48("49") ? "" : (stryCov_9fa48("49"), 'Prepared'), stryMutAct_9fa48("50") ? "" : (stryCov_9fa48("50"), 'InProgress')]);
export const isOpenTask = stryMutAct_9fa48("51") ? () => undefined : (stryCov_9fa48("51"), (() => {
  const isOpenTask = (s: TaskState) => OPEN_TASK_STATES.includes(s);
  return isOpenTask;
})());

/** Counts of an owner's tasks by state. */
export interface TaskCounts {
  open: number;
  inProgress: number;
  /** Open tasks not in any job (state Initial). */
  unassigned: number;
  performed: number;
  cancelled: number;
}
export const noTasks = stryMutAct_9fa48("52") ? () => undefined : (stryCov_9fa48("52"), (() => {
  const noTasks = (): TaskCounts => stryMutAct_9fa48("53") ? {} : (stryCov_9fa48("53"), {
    open: 0,
    inProgress: 0,
    unassigned: 0,
    performed: 0,
    cancelled: 0
  });
  return noTasks;
})());
export function countTasks(states: Iterable<TaskState>): TaskCounts {
  if (stryMutAct_9fa48("54")) {
    {}
  } else {
    stryCov_9fa48("54");
    const c = noTasks();
    for (const s of states) {
      if (stryMutAct_9fa48("55")) {
        {}
      } else {
        stryCov_9fa48("55");
        if (stryMutAct_9fa48("58") ? s !== 'Performed' : stryMutAct_9fa48("57") ? false : stryMutAct_9fa48("56") ? true : (stryCov_9fa48("56", "57", "58"), s === (stryMutAct_9fa48("59") ? "" : (stryCov_9fa48("59"), 'Performed')))) stryMutAct_9fa48("60") ? c.performed-- : (stryCov_9fa48("60"), c.performed++);else if (stryMutAct_9fa48("63") ? s !== 'Cancelled' : stryMutAct_9fa48("62") ? false : stryMutAct_9fa48("61") ? true : (stryCov_9fa48("61", "62", "63"), s === (stryMutAct_9fa48("64") ? "" : (stryCov_9fa48("64"), 'Cancelled')))) stryMutAct_9fa48("65") ? c.cancelled-- : (stryCov_9fa48("65"), c.cancelled++);else {
          if (stryMutAct_9fa48("66")) {
            {}
          } else {
            stryCov_9fa48("66");
            stryMutAct_9fa48("67") ? c.open-- : (stryCov_9fa48("67"), c.open++);
            if (stryMutAct_9fa48("70") ? s !== 'InProgress' : stryMutAct_9fa48("69") ? false : stryMutAct_9fa48("68") ? true : (stryCov_9fa48("68", "69", "70"), s === (stryMutAct_9fa48("71") ? "" : (stryCov_9fa48("71"), 'InProgress')))) stryMutAct_9fa48("72") ? c.inProgress-- : (stryCov_9fa48("72"), c.inProgress++);
            if (stryMutAct_9fa48("75") ? s !== 'Initial' : stryMutAct_9fa48("74") ? false : stryMutAct_9fa48("73") ? true : (stryCov_9fa48("73", "74", "75"), s === (stryMutAct_9fa48("76") ? "" : (stryCov_9fa48("76"), 'Initial')))) stryMutAct_9fa48("77") ? c.unassigned-- : (stryCov_9fa48("77"), c.unassigned++);
          }
        }
      }
    }
    return c;
  }
}
export interface LineFacts {
  state: LineState;
  ordered: number;
  picked: number;
  closed: boolean;
  tasks: TaskCounts;
}

/**
 * An outgoing line: open tasks make it ReadyForPick (InProgress once work on it began); without
 * open tasks it is Completed when fully picked or closed (short pick, cancel order process), and
 * otherwise waits to be prepared again. FailedInPreparation and PendingMaintenance are set by
 * prepare and stay until the line is prepared or unprepared.
 */
export function lineState(f: LineFacts): LineState {
  if (stryMutAct_9fa48("78")) {
    {}
  } else {
    stryCov_9fa48("78");
    if (stryMutAct_9fa48("81") ? f.state !== 'Cancelled' : stryMutAct_9fa48("80") ? false : stryMutAct_9fa48("79") ? true : (stryCov_9fa48("79", "80", "81"), f.state === (stryMutAct_9fa48("82") ? "" : (stryCov_9fa48("82"), 'Cancelled')))) return stryMutAct_9fa48("83") ? "" : (stryCov_9fa48("83"), 'Cancelled');
    if (stryMutAct_9fa48("87") ? f.tasks.open <= 0 : stryMutAct_9fa48("86") ? f.tasks.open >= 0 : stryMutAct_9fa48("85") ? false : stryMutAct_9fa48("84") ? true : (stryCov_9fa48("84", "85", "86", "87"), f.tasks.open > 0)) return (stryMutAct_9fa48("90") ? (f.tasks.inProgress > 0 || f.tasks.performed > 0) && f.picked > 0 : stryMutAct_9fa48("89") ? false : stryMutAct_9fa48("88") ? true : (stryCov_9fa48("88", "89", "90"), (stryMutAct_9fa48("92") ? f.tasks.inProgress > 0 && f.tasks.performed > 0 : stryMutAct_9fa48("91") ? false : (stryCov_9fa48("91", "92"), (stryMutAct_9fa48("95") ? f.tasks.inProgress <= 0 : stryMutAct_9fa48("94") ? f.tasks.inProgress >= 0 : stryMutAct_9fa48("93") ? false : (stryCov_9fa48("93", "94", "95"), f.tasks.inProgress > 0)) || (stryMutAct_9fa48("98") ? f.tasks.performed <= 0 : stryMutAct_9fa48("97") ? f.tasks.performed >= 0 : stryMutAct_9fa48("96") ? false : (stryCov_9fa48("96", "97", "98"), f.tasks.performed > 0)))) || (stryMutAct_9fa48("101") ? f.picked <= 0 : stryMutAct_9fa48("100") ? f.picked >= 0 : stryMutAct_9fa48("99") ? false : (stryCov_9fa48("99", "100", "101"), f.picked > 0)))) ? stryMutAct_9fa48("102") ? "" : (stryCov_9fa48("102"), 'InProgress') : stryMutAct_9fa48("103") ? "" : (stryCov_9fa48("103"), 'ReadyForPick');
    if (stryMutAct_9fa48("106") ? f.closed && f.ordered > 0 && f.picked >= f.ordered : stryMutAct_9fa48("105") ? false : stryMutAct_9fa48("104") ? true : (stryCov_9fa48("104", "105", "106"), f.closed || (stryMutAct_9fa48("108") ? f.ordered > 0 || f.picked >= f.ordered : stryMutAct_9fa48("107") ? false : (stryCov_9fa48("107", "108"), (stryMutAct_9fa48("111") ? f.ordered <= 0 : stryMutAct_9fa48("110") ? f.ordered >= 0 : stryMutAct_9fa48("109") ? true : (stryCov_9fa48("109", "110", "111"), f.ordered > 0)) && (stryMutAct_9fa48("114") ? f.picked < f.ordered : stryMutAct_9fa48("113") ? f.picked > f.ordered : stryMutAct_9fa48("112") ? true : (stryCov_9fa48("112", "113", "114"), f.picked >= f.ordered)))))) return stryMutAct_9fa48("115") ? "" : (stryCov_9fa48("115"), 'Completed');
    if (stryMutAct_9fa48("118") ? f.state === 'FailedInPreparation' && f.state === 'PendingMaintenance' : stryMutAct_9fa48("117") ? false : stryMutAct_9fa48("116") ? true : (stryCov_9fa48("116", "117", "118"), (stryMutAct_9fa48("120") ? f.state !== 'FailedInPreparation' : stryMutAct_9fa48("119") ? false : (stryCov_9fa48("119", "120"), f.state === (stryMutAct_9fa48("121") ? "" : (stryCov_9fa48("121"), 'FailedInPreparation')))) || (stryMutAct_9fa48("123") ? f.state !== 'PendingMaintenance' : stryMutAct_9fa48("122") ? false : (stryCov_9fa48("122", "123"), f.state === (stryMutAct_9fa48("124") ? "" : (stryCov_9fa48("124"), 'PendingMaintenance')))))) return f.state;
    return stryMutAct_9fa48("125") ? "" : (stryCov_9fa48("125"), 'Initial');
  }
}

/** Initial -> Started (first task performed) -> Completed (all lines done), or Cancelled. */
export function orderState(current: OrderState, lines: Array<{
  state: LineState;
  picked: number;
}>): OrderState {
  if (stryMutAct_9fa48("126")) {
    {}
  } else {
    stryCov_9fa48("126");
    if (stryMutAct_9fa48("129") ? current !== 'Cancelled' : stryMutAct_9fa48("128") ? false : stryMutAct_9fa48("127") ? true : (stryCov_9fa48("127", "128", "129"), current === (stryMutAct_9fa48("130") ? "" : (stryCov_9fa48("130"), 'Cancelled')))) return stryMutAct_9fa48("131") ? "" : (stryCov_9fa48("131"), 'Cancelled');
    const live = stryMutAct_9fa48("132") ? lines : (stryCov_9fa48("132"), lines.filter(stryMutAct_9fa48("133") ? () => undefined : (stryCov_9fa48("133"), l => stryMutAct_9fa48("136") ? l.state === 'Cancelled' : stryMutAct_9fa48("135") ? false : stryMutAct_9fa48("134") ? true : (stryCov_9fa48("134", "135", "136"), l.state !== (stryMutAct_9fa48("137") ? "" : (stryCov_9fa48("137"), 'Cancelled'))))));
    if (stryMutAct_9fa48("140") ? live.length !== 0 : stryMutAct_9fa48("139") ? false : stryMutAct_9fa48("138") ? true : (stryCov_9fa48("138", "139", "140"), live.length === 0)) return (stryMutAct_9fa48("144") ? lines.length <= 0 : stryMutAct_9fa48("143") ? lines.length >= 0 : stryMutAct_9fa48("142") ? false : stryMutAct_9fa48("141") ? true : (stryCov_9fa48("141", "142", "143", "144"), lines.length > 0)) ? stryMutAct_9fa48("145") ? "" : (stryCov_9fa48("145"), 'Cancelled') : current;
    if (stryMutAct_9fa48("148") ? live.some(l => l.state === 'Completed') : stryMutAct_9fa48("147") ? false : stryMutAct_9fa48("146") ? true : (stryCov_9fa48("146", "147", "148"), live.every(stryMutAct_9fa48("149") ? () => undefined : (stryCov_9fa48("149"), l => stryMutAct_9fa48("152") ? l.state !== 'Completed' : stryMutAct_9fa48("151") ? false : stryMutAct_9fa48("150") ? true : (stryCov_9fa48("150", "151", "152"), l.state === (stryMutAct_9fa48("153") ? "" : (stryCov_9fa48("153"), 'Completed'))))))) return stryMutAct_9fa48("154") ? "" : (stryCov_9fa48("154"), 'Completed');
    if (stryMutAct_9fa48("157") ? current !== 'Completed' : stryMutAct_9fa48("156") ? false : stryMutAct_9fa48("155") ? true : (stryCov_9fa48("155", "156", "157"), current === (stryMutAct_9fa48("158") ? "" : (stryCov_9fa48("158"), 'Completed')))) return stryMutAct_9fa48("159") ? "" : (stryCov_9fa48("159"), 'Completed');
    return (stryMutAct_9fa48("162") ? live.some(l => l.picked > 0) && current === 'Started' : stryMutAct_9fa48("161") ? false : stryMutAct_9fa48("160") ? true : (stryCov_9fa48("160", "161", "162"), (stryMutAct_9fa48("163") ? live.every(l => l.picked > 0) : (stryCov_9fa48("163"), live.some(stryMutAct_9fa48("164") ? () => undefined : (stryCov_9fa48("164"), l => stryMutAct_9fa48("168") ? l.picked <= 0 : stryMutAct_9fa48("167") ? l.picked >= 0 : stryMutAct_9fa48("166") ? false : stryMutAct_9fa48("165") ? true : (stryCov_9fa48("165", "166", "167", "168"), l.picked > 0))))) || (stryMutAct_9fa48("170") ? current !== 'Started' : stryMutAct_9fa48("169") ? false : (stryCov_9fa48("169", "170"), current === (stryMutAct_9fa48("171") ? "" : (stryCov_9fa48("171"), 'Started')))))) ? stryMutAct_9fa48("172") ? "" : (stryCov_9fa48("172"), 'Started') : stryMutAct_9fa48("173") ? "" : (stryCov_9fa48("173"), 'Initial');
  }
}

/**
 * Initial (tasks not all in jobs) -> Prepared -> InProgress (a task performed) -> Completed, or
 * Cancelled when its tasks were cancelled without any being performed.
 */
export function operationState(current: OperationState, t: TaskCounts): OperationState {
  if (stryMutAct_9fa48("174")) {
    {}
  } else {
    stryCov_9fa48("174");
    if (stryMutAct_9fa48("177") ? current === 'Cancelled' && current === 'Completed' : stryMutAct_9fa48("176") ? false : stryMutAct_9fa48("175") ? true : (stryCov_9fa48("175", "176", "177"), (stryMutAct_9fa48("179") ? current !== 'Cancelled' : stryMutAct_9fa48("178") ? false : (stryCov_9fa48("178", "179"), current === (stryMutAct_9fa48("180") ? "" : (stryCov_9fa48("180"), 'Cancelled')))) || (stryMutAct_9fa48("182") ? current !== 'Completed' : stryMutAct_9fa48("181") ? false : (stryCov_9fa48("181", "182"), current === (stryMutAct_9fa48("183") ? "" : (stryCov_9fa48("183"), 'Completed')))))) return current;
    if (stryMutAct_9fa48("186") ? t.open !== 0 : stryMutAct_9fa48("185") ? false : stryMutAct_9fa48("184") ? true : (stryCov_9fa48("184", "185", "186"), t.open === 0)) return (stryMutAct_9fa48("190") ? t.performed <= 0 : stryMutAct_9fa48("189") ? t.performed >= 0 : stryMutAct_9fa48("188") ? false : stryMutAct_9fa48("187") ? true : (stryCov_9fa48("187", "188", "189", "190"), t.performed > 0)) ? stryMutAct_9fa48("191") ? "" : (stryCov_9fa48("191"), 'Completed') : (stryMutAct_9fa48("195") ? t.cancelled <= 0 : stryMutAct_9fa48("194") ? t.cancelled >= 0 : stryMutAct_9fa48("193") ? false : stryMutAct_9fa48("192") ? true : (stryCov_9fa48("192", "193", "194", "195"), t.cancelled > 0)) ? stryMutAct_9fa48("196") ? "" : (stryCov_9fa48("196"), 'Cancelled') : current;
    if (stryMutAct_9fa48("200") ? t.performed <= 0 : stryMutAct_9fa48("199") ? t.performed >= 0 : stryMutAct_9fa48("198") ? false : stryMutAct_9fa48("197") ? true : (stryCov_9fa48("197", "198", "199", "200"), t.performed > 0)) return stryMutAct_9fa48("201") ? "" : (stryCov_9fa48("201"), 'InProgress');
    return (stryMutAct_9fa48("205") ? t.unassigned <= 0 : stryMutAct_9fa48("204") ? t.unassigned >= 0 : stryMutAct_9fa48("203") ? false : stryMutAct_9fa48("202") ? true : (stryCov_9fa48("202", "203", "204", "205"), t.unassigned > 0)) ? stryMutAct_9fa48("206") ? "" : (stryCov_9fa48("206"), 'Initial') : stryMutAct_9fa48("207") ? "" : (stryCov_9fa48("207"), 'Prepared');
  }
}

/**
 * A job closes by itself once no open task is left: Completed if any was performed, else
 * Cancelled. A Started job is in someone's hands on the floor: it closes by itself only when the
 * last open task is performed there. When the office takes its last open tasks away (cancel order
 * process, reassign, cancel line ...: `keepStarted`), it stays Started with nothing open until the
 * person working it, or a supervisor, finishes it (try finish) or ends it.
 */
export function jobState(current: JobState, t: TaskCounts, keepStarted = stryMutAct_9fa48("208") ? true : (stryCov_9fa48("208"), false)): JobState {
  if (stryMutAct_9fa48("209")) {
    {}
  } else {
    stryCov_9fa48("209");
    if (stryMutAct_9fa48("212") ? current === 'Completed' && current === 'Cancelled' : stryMutAct_9fa48("211") ? false : stryMutAct_9fa48("210") ? true : (stryCov_9fa48("210", "211", "212"), (stryMutAct_9fa48("214") ? current !== 'Completed' : stryMutAct_9fa48("213") ? false : (stryCov_9fa48("213", "214"), current === (stryMutAct_9fa48("215") ? "" : (stryCov_9fa48("215"), 'Completed')))) || (stryMutAct_9fa48("217") ? current !== 'Cancelled' : stryMutAct_9fa48("216") ? false : (stryCov_9fa48("216", "217"), current === (stryMutAct_9fa48("218") ? "" : (stryCov_9fa48("218"), 'Cancelled')))))) return current;
    if (stryMutAct_9fa48("221") ? t.open > 0 && keepStarted && current === 'Started' : stryMutAct_9fa48("220") ? false : stryMutAct_9fa48("219") ? true : (stryCov_9fa48("219", "220", "221"), (stryMutAct_9fa48("224") ? t.open <= 0 : stryMutAct_9fa48("223") ? t.open >= 0 : stryMutAct_9fa48("222") ? false : (stryCov_9fa48("222", "223", "224"), t.open > 0)) || (stryMutAct_9fa48("226") ? keepStarted || current === 'Started' : stryMutAct_9fa48("225") ? false : (stryCov_9fa48("225", "226"), keepStarted && (stryMutAct_9fa48("228") ? current !== 'Started' : stryMutAct_9fa48("227") ? true : (stryCov_9fa48("227", "228"), current === (stryMutAct_9fa48("229") ? "" : (stryCov_9fa48("229"), 'Started')))))))) return current;
    return (stryMutAct_9fa48("233") ? t.performed <= 0 : stryMutAct_9fa48("232") ? t.performed >= 0 : stryMutAct_9fa48("231") ? false : stryMutAct_9fa48("230") ? true : (stryCov_9fa48("230", "231", "232", "233"), t.performed > 0)) ? stryMutAct_9fa48("234") ? "" : (stryCov_9fa48("234"), 'Completed') : stryMutAct_9fa48("235") ? "" : (stryCov_9fa48("235"), 'Cancelled');
  }
}

/** Started -> Counted when no line waits for a count. */
export function inventoryState(current: InventoryState, lines: InventoryLineState[]): InventoryState {
  if (stryMutAct_9fa48("236")) {
    {}
  } else {
    stryCov_9fa48("236");
    if (stryMutAct_9fa48("239") ? current !== 'Started' || current !== 'Counted' : stryMutAct_9fa48("238") ? false : stryMutAct_9fa48("237") ? true : (stryCov_9fa48("237", "238", "239"), (stryMutAct_9fa48("241") ? current === 'Started' : stryMutAct_9fa48("240") ? true : (stryCov_9fa48("240", "241"), current !== (stryMutAct_9fa48("242") ? "" : (stryCov_9fa48("242"), 'Started')))) && (stryMutAct_9fa48("244") ? current === 'Counted' : stryMutAct_9fa48("243") ? true : (stryCov_9fa48("243", "244"), current !== (stryMutAct_9fa48("245") ? "" : (stryCov_9fa48("245"), 'Counted')))))) return current;
    return (stryMutAct_9fa48("246") ? lines.every(s => s === 'Initial') : (stryCov_9fa48("246"), lines.some(stryMutAct_9fa48("247") ? () => undefined : (stryCov_9fa48("247"), s => stryMutAct_9fa48("250") ? s !== 'Initial' : stryMutAct_9fa48("249") ? false : stryMutAct_9fa48("248") ? true : (stryCov_9fa48("248", "249", "250"), s === (stryMutAct_9fa48("251") ? "" : (stryCov_9fa48("251"), 'Initial'))))))) ? stryMutAct_9fa48("252") ? "" : (stryCov_9fa48("252"), 'Started') : stryMutAct_9fa48("253") ? "" : (stryCov_9fa48("253"), 'Counted');
  }
}

/** Initial -> InProgress (received) -> Completed (fully received), or Cancelled. */
export function ingoingLineState(current: IngoingLineState, ordered: number, received: number): IngoingLineState {
  if (stryMutAct_9fa48("254")) {
    {}
  } else {
    stryCov_9fa48("254");
    if (stryMutAct_9fa48("257") ? current === 'Cancelled' && current === 'Completed' : stryMutAct_9fa48("256") ? false : stryMutAct_9fa48("255") ? true : (stryCov_9fa48("255", "256", "257"), (stryMutAct_9fa48("259") ? current !== 'Cancelled' : stryMutAct_9fa48("258") ? false : (stryCov_9fa48("258", "259"), current === (stryMutAct_9fa48("260") ? "" : (stryCov_9fa48("260"), 'Cancelled')))) || (stryMutAct_9fa48("262") ? current !== 'Completed' : stryMutAct_9fa48("261") ? false : (stryCov_9fa48("261", "262"), current === (stryMutAct_9fa48("263") ? "" : (stryCov_9fa48("263"), 'Completed')))))) return current;
    if (stryMutAct_9fa48("267") ? received < ordered : stryMutAct_9fa48("266") ? received > ordered : stryMutAct_9fa48("265") ? false : stryMutAct_9fa48("264") ? true : (stryCov_9fa48("264", "265", "266", "267"), received >= ordered)) return stryMutAct_9fa48("268") ? "" : (stryCov_9fa48("268"), 'Completed');
    return (stryMutAct_9fa48("272") ? received <= 0 : stryMutAct_9fa48("271") ? received >= 0 : stryMutAct_9fa48("270") ? false : stryMutAct_9fa48("269") ? true : (stryCov_9fa48("269", "270", "271", "272"), received > 0)) ? stryMutAct_9fa48("273") ? "" : (stryCov_9fa48("273"), 'InProgress') : stryMutAct_9fa48("274") ? "" : (stryCov_9fa48("274"), 'Initial');
  }
}
export function ingoingOrderState(current: OrderState, lines: Array<{
  state: IngoingLineState;
  received: number;
}>): OrderState {
  if (stryMutAct_9fa48("275")) {
    {}
  } else {
    stryCov_9fa48("275");
    if (stryMutAct_9fa48("278") ? current === 'Cancelled' && current === 'Completed' : stryMutAct_9fa48("277") ? false : stryMutAct_9fa48("276") ? true : (stryCov_9fa48("276", "277", "278"), (stryMutAct_9fa48("280") ? current !== 'Cancelled' : stryMutAct_9fa48("279") ? false : (stryCov_9fa48("279", "280"), current === (stryMutAct_9fa48("281") ? "" : (stryCov_9fa48("281"), 'Cancelled')))) || (stryMutAct_9fa48("283") ? current !== 'Completed' : stryMutAct_9fa48("282") ? false : (stryCov_9fa48("282", "283"), current === (stryMutAct_9fa48("284") ? "" : (stryCov_9fa48("284"), 'Completed')))))) return current;
    const live = stryMutAct_9fa48("285") ? lines : (stryCov_9fa48("285"), lines.filter(stryMutAct_9fa48("286") ? () => undefined : (stryCov_9fa48("286"), l => stryMutAct_9fa48("289") ? l.state === 'Cancelled' : stryMutAct_9fa48("288") ? false : stryMutAct_9fa48("287") ? true : (stryCov_9fa48("287", "288", "289"), l.state !== (stryMutAct_9fa48("290") ? "" : (stryCov_9fa48("290"), 'Cancelled'))))));
    if (stryMutAct_9fa48("293") ? live.length > 0 || live.every(l => l.state === 'Completed') : stryMutAct_9fa48("292") ? false : stryMutAct_9fa48("291") ? true : (stryCov_9fa48("291", "292", "293"), (stryMutAct_9fa48("296") ? live.length <= 0 : stryMutAct_9fa48("295") ? live.length >= 0 : stryMutAct_9fa48("294") ? true : (stryCov_9fa48("294", "295", "296"), live.length > 0)) && (stryMutAct_9fa48("297") ? live.some(l => l.state === 'Completed') : (stryCov_9fa48("297"), live.every(stryMutAct_9fa48("298") ? () => undefined : (stryCov_9fa48("298"), l => stryMutAct_9fa48("301") ? l.state !== 'Completed' : stryMutAct_9fa48("300") ? false : stryMutAct_9fa48("299") ? true : (stryCov_9fa48("299", "300", "301"), l.state === (stryMutAct_9fa48("302") ? "" : (stryCov_9fa48("302"), 'Completed'))))))))) return stryMutAct_9fa48("303") ? "" : (stryCov_9fa48("303"), 'Completed');
    return (stryMutAct_9fa48("304") ? live.every(l => l.received > 0) : (stryCov_9fa48("304"), live.some(stryMutAct_9fa48("305") ? () => undefined : (stryCov_9fa48("305"), l => stryMutAct_9fa48("309") ? l.received <= 0 : stryMutAct_9fa48("308") ? l.received >= 0 : stryMutAct_9fa48("307") ? false : stryMutAct_9fa48("306") ? true : (stryCov_9fa48("306", "307", "308", "309"), l.received > 0))))) ? stryMutAct_9fa48("310") ? "" : (stryCov_9fa48("310"), 'Started') : stryMutAct_9fa48("311") ? "" : (stryCov_9fa48("311"), 'Initial');
  }
}

/** The states that allow cancelling a task, shown to the user when cancel fails (DOMAIN.md). */
export const CANCEL_TASK_ALLOWED = stryMutAct_9fa48("312") ? {} : (stryCov_9fa48("312"), {
  taskStates: ['Initial', 'Prepared'] as TaskState[],
  jobStates: ['Initial'] as JobState[],
  taskTypes: ['StockMovementTask'] as TaskType[]
});
export interface CancelTaskRefusal {
  code: 'Tasks.WrongState' | 'Tasks.JobWrongState' | 'Tasks.NotSupported';
  message: string;
}

/** Why a task cannot be cancelled, or undefined when it can. */
export function cancelTaskRefusal(task: {
  type: TaskType;
  state: TaskState;
}, job: {
  state: JobState;
} | null): CancelTaskRefusal | undefined {
  if (stryMutAct_9fa48("313")) {
    {}
  } else {
    stryCov_9fa48("313");
    if (stryMutAct_9fa48("316") ? false : stryMutAct_9fa48("315") ? true : stryMutAct_9fa48("314") ? CANCEL_TASK_ALLOWED.taskTypes.includes(task.type) : (stryCov_9fa48("314", "315", "316"), !CANCEL_TASK_ALLOWED.taskTypes.includes(task.type))) return stryMutAct_9fa48("317") ? {} : (stryCov_9fa48("317"), {
      code: stryMutAct_9fa48("318") ? "" : (stryCov_9fa48("318"), 'Tasks.NotSupported'),
      message: stryMutAct_9fa48("319") ? "" : (stryCov_9fa48("319"), 'Task not supported')
    });
    if (stryMutAct_9fa48("322") ? false : stryMutAct_9fa48("321") ? true : stryMutAct_9fa48("320") ? CANCEL_TASK_ALLOWED.taskStates.includes(task.state) : (stryCov_9fa48("320", "321", "322"), !CANCEL_TASK_ALLOWED.taskStates.includes(task.state))) return stryMutAct_9fa48("323") ? {} : (stryCov_9fa48("323"), {
      code: stryMutAct_9fa48("324") ? "" : (stryCov_9fa48("324"), 'Tasks.WrongState'),
      message: stryMutAct_9fa48("325") ? "" : (stryCov_9fa48("325"), 'Task is in wrong state')
    });
    if (stryMutAct_9fa48("328") ? job || !CANCEL_TASK_ALLOWED.jobStates.includes(job.state) : stryMutAct_9fa48("327") ? false : stryMutAct_9fa48("326") ? true : (stryCov_9fa48("326", "327", "328"), job && (stryMutAct_9fa48("329") ? CANCEL_TASK_ALLOWED.jobStates.includes(job.state) : (stryCov_9fa48("329"), !CANCEL_TASK_ALLOWED.jobStates.includes(job.state))))) return stryMutAct_9fa48("330") ? {} : (stryCov_9fa48("330"), {
      code: stryMutAct_9fa48("331") ? "" : (stryCov_9fa48("331"), 'Tasks.JobWrongState'),
      message: stryMutAct_9fa48("332") ? "" : (stryCov_9fa48("332"), 'Job containing this task is in wrong state')
    });
    return undefined;
  }
}