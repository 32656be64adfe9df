/** Lowers the calling thread's scheduling priority to `niceness`; whether it was lowered. */
export function lowerThreadPriority(niceness: number): boolean;
