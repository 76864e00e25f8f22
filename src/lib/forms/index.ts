/**
 * The form engine in one import (README.md here): what a form's store needs from it. The
 * islands' half is in src/islands/forms/.
 */
export { fieldsNamed, readFailedCall, type FailedCall, type FormNotice } from './failedCall.ts';
export { checkEmail, cleanEmail } from './fieldChecks.ts';
export { hasProblems } from './fieldProblems.ts';
export type { FieldProblem } from './fieldProblems.ts';
export { edited, fixFields, keepDraft, sending, untouched } from './formState.ts';
export type { DraftStore, FormState, FormStatus } from './formState.ts';
export {
  failWith,
  formAt,
  formIn,
  submit,
  waitingOut,
  type FailureRecord,
  type RecordedFailure,
} from './submit.ts';
export { loadInto, type Loadable } from '../loading/loadable.ts';
