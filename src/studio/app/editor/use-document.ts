/**
 * The open file: what is on disk (its version), the draft with its undo history, saving, and what happens when
 * the file changes on disk meanwhile. Nothing is ever lost without the person choosing it: a change on disk
 * reloads silently only when there are no unsaved edits; otherwise, as for a save that finds the file changed,
 * the person is asked.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isConflict, openFile, saveFile } from '../api.ts';
import { useFileChanges } from '../events.tsx';
import { record, redo, startHistory, undo, type History } from './history.ts';
import { sameJson, type Json } from './document.ts';
import type { Conflict, FileProblems, FileSummary } from '../../protocol.ts';

/** The file as last read from or written to disk. */
export interface OnDisk {
  kind: FileSummary['kind'];
  text: string;
  data: Json | null;
  version: string;
}

/** The disk moved on under an edited draft: what is there now, and why we noticed. */
export interface Clash {
  theirs: Pick<Conflict, 'text' | 'data' | 'version'>;
  /** `save`: a save found it; `disk`: the file changed while the draft had edits. */
  reason: 'save' | 'disk';
}

export interface DocumentState {
  disk: OnDisk | undefined;
  history: History<Json> | undefined;
  /** Problems as the file was opened or saved (the live check replaces them while editing). */
  /** What `npm run validate` found when the file was opened or last saved. */
  opened: FileProblems;
  loadError: string | undefined;
  dirty: boolean;
  saving: boolean;
  saveError: string | undefined;
  lastSaved: number | undefined;
  clash: Clash | undefined;
  deleted: boolean;
  edit: (next: Json, key?: string) => void;
  undo: () => void;
  redo: () => void;
  /** Writes the draft; true once it is on disk (false when it failed, or found the file changed and asks). */
  save: (force?: boolean) => Promise<boolean>;
  /** Resolves a clash by taking what is on disk (the draft is dropped). */
  takeTheirs: () => void;
  dismissClash: () => void;
}

const noProblems: FileProblems = { problems: [], elsewhere: { problems: 0, errors: 0 } };
/** Only the problems of an answer that carries the file too. */
const foundIn = ({ problems, elsewhere }: FileProblems): FileProblems => ({ problems, elsewhere });

const asDoc = (data: unknown): Json | null => (data && typeof data === 'object' && !Array.isArray(data) ? (data as Json) : null);

export function useDocument(file: string): DocumentState {
  const [disk, setDisk] = useState<OnDisk>();
  const [history, setHistory] = useState<History<Json>>();
  const [opened, setOpened] = useState<FileProblems>(noProblems);
  const [loadError, setLoadError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const [lastSaved, setLastSaved] = useState<number>();
  const [clash, setClash] = useState<Clash>();
  const [deleted, setDeleted] = useState(false);
  /** Versions this tab wrote: their change events are our own saves coming back, not someone else's. */
  const ownVersions = useRef(new Set<string>());
  const savingNow = useRef(false);
  /**
   * The last read of the file a change event asked for. A program that writes a file in two steps (empty it, then
   * write it) sends two events; their reads can answer out of order, and the older one, of a half-written file,
   * must not be what the person is shown last.
   */
  const latestRead = useRef(0);

  const adopt = useCallback((opened: { text: string; data: unknown; version: string; kind?: FileSummary['kind'] }) => {
    const data = asDoc(opened.data);
    setDisk((old) => ({ kind: opened.kind ?? old?.kind ?? 'page', text: opened.text, data, version: opened.version }));
    setHistory(data ? startHistory(data) : undefined);
    setClash(undefined);
    setDeleted(false);
  }, []);

  useEffect(() => {
    let current = true;
    openFile(file).then(
      (opened) => {
        if (!current) return;
        adopt(opened);
        setOpened(foundIn(opened));
      },
      (error: unknown) => current && setLoadError(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [file, adopt]);

  const dirty = Boolean(history && disk && !sameJson(history.present, disk.data));

  useFileChanges((change) => {
    if (change.file !== file || !disk || savingNow.current) return;
    if (change.version === null) return setDeleted(true);
    if (change.version === disk.version || ownVersions.current.has(change.version)) return;
    const read = ++latestRead.current;
    void openFile(file).then((theirs) => {
      if (read !== latestRead.current || theirs.version === disk.version) return;
      if (dirty) setClash({ theirs, reason: 'disk' });
      else {
        adopt(theirs);
        setOpened(foundIn(theirs));
      }
    });
  });

  const save = useCallback(
    async (force = false): Promise<boolean> => {
      if (!history || !disk || savingNow.current) return false;
      savingNow.current = true;
      setSaving(true);
      setSaveError(undefined);
      try {
        const answer = await saveFile({ file, data: history.present, baseVersion: disk.version, ...(force ? { force: true } : {}) });
        if (isConflict(answer)) {
          setClash({ theirs: answer, reason: 'save' });
          return false;
        }
        ownVersions.current.add(answer.version);
        setDisk({ ...disk, text: answer.text, data: history.present, version: answer.version });
        setOpened(foundIn(answer));
        setClash(undefined);
        setLastSaved(Date.now());
        return true;
      } catch (error) {
        setSaveError(error instanceof ApiError || error instanceof Error ? error.message : String(error));
        return false;
      } finally {
        savingNow.current = false;
        setSaving(false);
      }
    },
    [file, history, disk],
  );

  return {
    disk,
    history,
    opened,
    loadError,
    dirty,
    saving,
    saveError,
    lastSaved,
    clash,
    deleted,
    edit: useCallback((next: Json, key?: string) => setHistory((h) => (h ? record(h, next, key) : h)), []),
    undo: useCallback(() => setHistory((h) => (h ? undo(h) : h)), []),
    redo: useCallback(() => setHistory((h) => (h ? redo(h) : h)), []),
    save,
    takeTheirs: useCallback(() => {
      if (clash) adopt({ ...clash.theirs });
    }, [clash, adopt]),
    dismissClash: useCallback(() => setClash(undefined), []),
  };
}
