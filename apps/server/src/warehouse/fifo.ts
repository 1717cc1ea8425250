/**
 * FIFO reservation choice (DOMAIN.md: "reserve stock FIFO (fifoDate, then expiry)"): the oldest
 * stock goes first; at equal FIFO dates the one that expires first; then the lowest id so that the
 * choice is deterministic.
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
export interface StockCandidate {
  id: number;
  available: number;
  fifoDate: Date | string;
  expDate: string | null;
}
export interface Allocation {
  stockId: number;
  quantity: number;
}
const time = stryMutAct_9fa48("0") ? () => undefined : (stryCov_9fa48("0"), (() => {
  const time = (d: Date | string) => d instanceof Date ? d.getTime() : Date.parse(d);
  return time;
})());
export function fifoOrder(a: StockCandidate, b: StockCandidate): number {
  if (stryMutAct_9fa48("1")) {
    {}
  } else {
    stryCov_9fa48("1");
    const byFifo = stryMutAct_9fa48("2") ? time(a.fifoDate) + time(b.fifoDate) : (stryCov_9fa48("2"), time(a.fifoDate) - time(b.fifoDate));
    if (stryMutAct_9fa48("5") ? byFifo === 0 : stryMutAct_9fa48("4") ? false : stryMutAct_9fa48("3") ? true : (stryCov_9fa48("3", "4", "5"), byFifo !== 0)) return byFifo;
    if (stryMutAct_9fa48("8") ? a.expDate === b.expDate : stryMutAct_9fa48("7") ? false : stryMutAct_9fa48("6") ? true : (stryCov_9fa48("6", "7", "8"), a.expDate !== b.expDate)) {
      if (stryMutAct_9fa48("9")) {
        {}
      } else {
        stryCov_9fa48("9");
        if (stryMutAct_9fa48("12") ? a.expDate !== null : stryMutAct_9fa48("11") ? false : stryMutAct_9fa48("10") ? true : (stryCov_9fa48("10", "11", "12"), a.expDate === null)) return 1;
        if (stryMutAct_9fa48("15") ? b.expDate !== null : stryMutAct_9fa48("14") ? false : stryMutAct_9fa48("13") ? true : (stryCov_9fa48("13", "14", "15"), b.expDate === null)) return stryMutAct_9fa48("16") ? +1 : (stryCov_9fa48("16"), -1);
        return (stryMutAct_9fa48("20") ? a.expDate >= b.expDate : stryMutAct_9fa48("19") ? a.expDate <= b.expDate : stryMutAct_9fa48("18") ? false : stryMutAct_9fa48("17") ? true : (stryCov_9fa48("17", "18", "19", "20"), a.expDate < b.expDate)) ? stryMutAct_9fa48("21") ? +1 : (stryCov_9fa48("21"), -1) : 1;
      }
    }
    return stryMutAct_9fa48("22") ? a.id + b.id : (stryCov_9fa48("22"), a.id - b.id);
  }
}

/**
 * Takes up to `need` from the candidates in FIFO order. `taken` holds what earlier lines of the
 * same call already took from a stock, so several lines share one pool; it is updated in place.
 */
export function allocateFifo(candidates: StockCandidate[], need: number, taken: Map<number, number> = new Map()): {
  allocations: Allocation[];
  short: number;
} {
  if (stryMutAct_9fa48("23")) {
    {}
  } else {
    stryCov_9fa48("23");
    const allocations: Allocation[] = stryMutAct_9fa48("24") ? ["Stryker was here"] : (stryCov_9fa48("24"), []);
    let rest = need;
    for (const c of stryMutAct_9fa48("25") ? [...candidates] : (stryCov_9fa48("25"), (stryMutAct_9fa48("26") ? [] : (stryCov_9fa48("26"), [...candidates])).sort(fifoOrder))) {
      if (stryMutAct_9fa48("27")) {
        {}
      } else {
        stryCov_9fa48("27");
        if (stryMutAct_9fa48("31") ? rest > 0 : stryMutAct_9fa48("30") ? rest < 0 : stryMutAct_9fa48("29") ? false : stryMutAct_9fa48("28") ? true : (stryCov_9fa48("28", "29", "30", "31"), rest <= 0)) break;
        const free = stryMutAct_9fa48("32") ? c.available + (taken.get(c.id) ?? 0) : (stryCov_9fa48("32"), c.available - (stryMutAct_9fa48("33") ? taken.get(c.id) && 0 : (stryCov_9fa48("33"), taken.get(c.id) ?? 0)));
        if (stryMutAct_9fa48("37") ? free > 0 : stryMutAct_9fa48("36") ? free < 0 : stryMutAct_9fa48("35") ? false : stryMutAct_9fa48("34") ? true : (stryCov_9fa48("34", "35", "36", "37"), free <= 0)) continue;
        const q = stryMutAct_9fa48("38") ? Math.max(free, rest) : (stryCov_9fa48("38"), Math.min(free, rest));
        allocations.push(stryMutAct_9fa48("39") ? {} : (stryCov_9fa48("39"), {
          stockId: c.id,
          quantity: q
        }));
        taken.set(c.id, stryMutAct_9fa48("40") ? (taken.get(c.id) ?? 0) - q : (stryCov_9fa48("40"), (stryMutAct_9fa48("41") ? taken.get(c.id) && 0 : (stryCov_9fa48("41"), taken.get(c.id) ?? 0)) + q));
        stryMutAct_9fa48("42") ? rest += q : (stryCov_9fa48("42"), rest -= q);
      }
    }
    return stryMutAct_9fa48("43") ? {} : (stryCov_9fa48("43"), {
      allocations,
      short: rest
    });
  }
}

/** Gives back what a trial allocation took (all-or-nothing prepare). */
export function releaseTaken(taken: Map<number, number>, allocations: Allocation[]): void {
  if (stryMutAct_9fa48("44")) {
    {}
  } else {
    stryCov_9fa48("44");
    for (const a of allocations) taken.set(a.stockId, stryMutAct_9fa48("45") ? (taken.get(a.stockId) ?? 0) + a.quantity : (stryCov_9fa48("45"), (stryMutAct_9fa48("46") ? taken.get(a.stockId) && 0 : (stryCov_9fa48("46"), taken.get(a.stockId) ?? 0)) - a.quantity));
  }
}