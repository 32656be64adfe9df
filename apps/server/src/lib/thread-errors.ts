/** An error as it crosses between threads: what the caller of the thread records and classifies. */
export interface ThreadError {
  name: string;
  message: string;
  code: string | null;
  stack: string | null;
}

/** The error as it crosses: its name, message, code and stack. */
export function errorForThread(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), code: null, stack: null };
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message: error.message,
    code: typeof code === 'string' ? code : null,
    stack: error.stack ?? null,
  };
}

/** The error rebuilt in the main thread, with its name, code and the other thread's stack. */
export function errorOfThread(thrown: ThreadError): Error {
  const error = new Error(thrown.message);
  error.name = thrown.name;
  if (thrown.stack) error.stack = thrown.stack;
  if (thrown.code !== null) Object.assign(error, { code: thrown.code });
  return error;
}
