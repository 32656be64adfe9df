// Plain JavaScript, so that worker threads that start without TypeScript (the SQLite reading threads) use it
// as the TypeScript sources do.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Lowers the calling thread's scheduling priority to `niceness` (docs/decisions/096). On Linux a nice value
 * belongs to each thread: `/proc/thread-self` names the thread, and setting that id's priority leaves the
 * process's other threads as they were. Elsewhere, or where it is refused, the thread keeps its priority;
 * the answer says whether it was lowered.
 */
export function lowerThreadPriority(niceness) {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    setPriority(threadId, niceness);
    return true;
  } catch {
    return false;
  }
}
