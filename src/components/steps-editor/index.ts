// The multi-step editor kit (docs/screens/editor.md): steps over one form, the unsaved-changes
// guard and the local draft.
export { StepsEditor, type EditorDraft, type EditorStep, type StepsEditorProps } from './StepsEditor';
export { useStepsNavigation, type StepFields } from './useStepsNavigation';
export { DraftNotice } from './DraftNotice';
export { useFormDirty } from '@/hooks/useFormDirty';
export { useLocalDraft } from '@/hooks/useLocalDraft';
