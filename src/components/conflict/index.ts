export {
  ConflictDialog,
  conflictRows,
  sameValue,
  useConflictAuthor,
  type ConflictDialogProps,
  type ConflictRow,
} from './ConflictDialog';
export {
  plainValue,
  useFormConflict,
  valueAt,
  type FormConflict,
  type FormConflictOptions,
} from './useFormConflict';
