/**
 * The server's checks of the studio's drafts, one at a time and only of the newest draft.
 *
 * Each check validates the whole schemas folder with the draft laid over it (hundreds of
 * milliseconds of the server's CPU). Sent for every pause in typing, a dozen quick edits (a column
 * moved place by place with Alt+Up) queued a dozen checks on the server, and on a busy machine the
 * preview waited for all of them; their answers could also arrive after a newer draft's and show an
 * older draft. So a check waits for the one in flight, is not sent at all when a newer draft has
 * come meanwhile (`isCurrent` says no), and its answer is for the caller to drop when no longer current.
 */
export function oneCheckAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return function check<T>(isCurrent: () => boolean, send: () => Promise<T>): Promise<T | undefined> {
    const next = last.then(() => (isCurrent() ? send() : undefined));
    // The next check waits for this one's end, answered or failed.
    last = next.catch(() => undefined);
    return next;
  };
}
