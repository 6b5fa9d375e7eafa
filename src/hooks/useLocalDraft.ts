import { useCallback, useEffect, useRef, useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { loadDraft, removeDraft, saveDraft, type Draft } from '@/utils/drafts';
import { toDate } from '@/utils/time';

/** Typing pauses this long before the draft is written. */
export const DRAFT_DELAY_MS = 500;

export interface LocalDraftOptions {
  /** Only a dirty form is worth a draft; a clean one removes it. */
  dirty: boolean;
  /** When the record was last saved on the server (its updateTime); none for a new record. */
  baselineUpdatedAt?: string | number | Date | null;
  /** The step of a multi-step editor, kept with the values. */
  step?: number;
  /** Fields never written to the browser's storage, at any depth; `password` always is one. */
  secret?: readonly string[];
}

export interface LocalDraft {
  /** A draft newer than the record, waiting for the user to restore or discard it. */
  offered: Draft | null;
  /** Puts the offered draft's values into the form; returns it (for its step). */
  restore(): Draft | null;
  discard(): void;
  /** Call after a successful save: the record now holds what the draft held. */
  saved(): Promise<void>;
}

/** A draft older than the record's last save is out of date: someone saved after it was typed. */
function isNewer(draft: Draft, updatedAt: LocalDraftOptions['baselineUpdatedAt']): boolean {
  if (updatedAt === undefined || updatedAt === null || updatedAt === '') return true;
  const saved = toDate(updatedAt).getTime();
  return Number.isNaN(saved) || draft.savedAt > saved;
}

/** Never kept in a draft, whatever the form: anyone at the computer could read it back. */
const ALWAYS_SECRET = ['password'];

/** One array for "no secret fields of its own": a new one each render would re-arm the write. */
const NO_SECRETS: readonly string[] = [];

/** The values without the secret fields, also inside lists and groups (a row of new accounts). */
function withoutSecrets<T>(values: T, secret: readonly string[]): T {
  if (Array.isArray(values)) return values.map((value: unknown) => withoutSecrets(value, secret)) as T;
  if (values === null || typeof values !== 'object' || Object.getPrototypeOf(values) !== Object.prototype)
    return values;
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => !secret.includes(name))
      .map(([name, value]) => [name, withoutSecrets(value, secret)]),
  ) as T;
}

/**
 * Keeps what is typed into `form` as a local draft under `key` (see `draftKey`) while the form is
 * dirty, and on opening offers a draft newer than the record. Nothing is written while an offer
 * is waiting, so the offered draft is not overwritten by the record's own values.
 */
export function useLocalDraft(key: string, form: FormInstance, options: LocalDraftOptions): LocalDraft {
  const { dirty, baselineUpdatedAt, step = 0, secret = NO_SECRETS } = options;
  const [decision, setDecision] = useState<{ key: string; offered: Draft | null } | null>(null);
  const status = decision?.key !== key ? 'checking' : decision.offered ? 'offered' : 'idle';
  const values: unknown = Form.useWatch([], { form, preserve: true });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<(() => void) | null>(null);

  // Checked once per record: a page the tab cache hides and shows again does not ask again.
  useEffect(() => {
    if (status !== 'checking') return;
    let cancelled = false;
    void loadDraft(key).then((draft) => {
      if (cancelled) return;
      const offered = draft && isNewer(draft, baselineUpdatedAt) ? draft : null;
      if (draft && !offered) void removeDraft(key);
      setDecision({ key, offered });
    });
    return () => {
      cancelled = true;
    };
  }, [status, key, baselineUpdatedAt]);

  useEffect(() => {
    if (status !== 'idle') return;
    const write = () => {
      pending.current = null;
      if (!dirty) void removeDraft(key);
      else
        void saveDraft(key, {
          values: withoutSecrets(form.getFieldsValue(true), [...ALWAYS_SECRET, ...secret]),
          savedAt: Date.now(),
          step,
        });
    };
    pending.current = write;
    timer.current = setTimeout(write, DRAFT_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [status, dirty, values, step, key, form, secret]);

  // A page hidden by the tab cache or closed within the delay still keeps what was typed.
  useEffect(() => () => pending.current?.(), []);

  const restore = useCallback(() => {
    const draft = decision?.offered ?? null;
    if (draft) form.setFieldsValue(draft.values);
    setDecision({ key, offered: null });
    return draft;
  }, [decision, form, key]);

  const discard = useCallback(() => {
    void removeDraft(key);
    setDecision({ key, offered: null });
  }, [key]);

  const saved = useCallback(async () => {
    clearTimeout(timer.current);
    pending.current = null;
    await removeDraft(key);
  }, [key]);

  return { offered: status === 'offered' ? (decision?.offered ?? null) : null, restore, discard, saved };
}
