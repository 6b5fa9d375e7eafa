// A start-up that cannot go on for a reason the operator can fix (the database unreachable, the
// data folder in use or not writable, a setting out of range): server/main.ts logs its message,
// one line without a stack trace, and exits with 1.

export class StartupFailure extends Error {
  constructor(
    message: string,
    /** what a log line may add: the host and port, the error's code */
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'StartupFailure';
  }
}
