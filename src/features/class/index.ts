// What other features use from the classes screen: the school members' class screens serve the
// same calls under their own path (docs/api.md "School members") with these pieces.
export { classApi } from './api';
export { ClassList } from './ClassList';
export { ClassAreaContext, useClassArea, type ClassArea } from './area';
export { ClassDetailDrawer } from './detail/ClassDetailDrawer';
export { classFormOf, ClassFormFields, classFormValues, type ClassFormValues } from './ClassFormFields';
export { useClass, useClassOptions } from './queries';
export { RosterImport } from './RosterImport';
export type { ClassForm, ClassRecord, RosterKind } from './types';
