// A problem the operator must fix (a data folder PostgreSQL cannot open, a missing tool): its message says
// what happened and what to do, and it is shown as it is, without a stack trace.
export class OperatorError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorError';
  }
}
