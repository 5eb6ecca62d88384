import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { loadSchemas } from '../api.ts';
import { editorPath } from '../routes.ts';
import { useAsync } from '../use-async.ts';
import { ConflictDialog } from './ConflictDialog.tsx';
import {
  blockName,
  deleteSection,
  duplicateSection,
  groupsOf,
  insertSection,
  locate,
  moveSection,
  pick,
  replaceSection,
  sameJson,
  sameSelection,
  sectionLabel,
  sectionsOf,
  withGroup,
  type Json,
  type Selection,
} from './document.ts';
import { blankSection } from './blank-section.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { LeaveGuard } from './LeaveGuard.tsx';
import { SchemaForm } from './form/SchemaForm.tsx';
import type { StudioFormContext } from './form/form-context.ts';
import { ImagePicker } from './form/ImagePicker.tsx';
import { fileSchema, groupFormSchema, sectionSchema } from './form-schemas.ts';
import { Outline } from './Outline.tsx';
import { Palette } from './Palette.tsx';
import { PreviewPane } from './PreviewPane.tsx';
import { focusField } from './form-focus.ts';
import { errorSchemaOf, problemPath, type JsonPath } from './problem-paths.ts';
import { ProblemList, ProblemsJump } from './ProblemList.tsx';
import { problemSentence, wordProblem } from './problem-words.ts';
import { carryId, sectionId } from './section-ids.ts';
import { useDocument } from './use-document.ts';
import { useDraftChecks } from './use-draft-checks.ts';
import { useLinkTargets } from './use-link-targets.ts';
import type { ImageFile, PaletteEntry } from '../../protocol.ts';
import type { Problem } from '../../../engine/problems.ts';

/** /studio/edit/<file>: one editor per file (a new file starts afresh). */
export function EditorScreen() {
  const file = useParams()['*'] ?? '';
  return <Editor key={file} file={file} />;
}

const selectionKey = (s: Selection) => (s.kind === 'group' ? `group:${s.id}` : `section:${s.index}`);

function Editor({ file }: { file: string }) {
  const document = useDocument(file);
  const navigate = useNavigate();
  const schemas = useAsync(loadSchemas, 'schemas');
  const kind = document.disk?.kind ?? 'page';
  const data = document.history?.present;
  const checks = useDraftChecks(file, data, kind !== 'site');
  const linksSource = useLinkTargets(checks.found !== undefined || checks.failure !== undefined);
  const [chosen, setChosen] = useState<Selection>();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [picking, setPicking] = useState<(image?: ImageFile) => void>();
  /** Where the keyboard goes once the form shows the selection: a problem's field, or a new section's first field. */
  const [focusTo, setFocusTo] = useState<{ path: JsonPath | 'first' }>();
  const formPane = useRef<HTMLElement>(null);
  const problemsHeading = useRef<HTMLHeadingElement>(null);

  const groups = useMemo(() => (schemas.value ? groupsOf(kind, fileSchema(schemas.value, kind)) : []), [schemas.value, kind]);
  const sections = data ? sectionsOf(data) : undefined;
  const palette = schemas.value?.palette ?? [];
  const selection: Selection = clampSelection(chosen ?? (sections?.length ? { kind: 'section', index: 0 } : { kind: 'group', id: groups[0]?.id ?? 'settings' }), sections?.length ?? 0, groups);

  const found = checks.found ?? document.opened;
  const mine = found.problems.filter((p) => p.file === file);
  const wordsOf = (problem: Problem) => (data && schemas.value ? wordProblem(problem, { data, kind, schemas: schemas.value }) : undefined);
  const located = mine.map((problem) => ({ problem, at: locate(problemPath(problem), groups), words: wordsOf(problem) }));
  const countFor = (s: Selection) => located.filter((l) => l.at && sameSelection(l.at.selection, s)).length;
  const here = located.filter((l) => l.at && sameSelection(l.at.selection, selection)).map((l) => ({ path: l.at!.inForm, message: l.words?.message ?? l.problem.message }));
  const formErrors = errorSchemaOf(here.filter((h) => h.path.length > 0));
  const wholeItemProblems = here.filter((h) => h.path.length === 0);

  const { edit, undo, redo, save } = document;
  const select = (next: Selection) => setChosen(next);
  const move = useCallback(
    (from: number, to: number) => {
      if (!data) return;
      edit(moveSection(data, from, to));
      setChosen({ kind: 'section', index: to });
    },
    [data, edit],
  );

  useEffect(() => {
    function shortcuts(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        void save();
      } else if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        redo();
      }
    }
    window.addEventListener('keydown', shortcuts);
    return () => window.removeEventListener('keydown', shortcuts);
  }, [save, undo, redo]);

  const context = useMemo<StudioFormContext>(
    () => ({ links: linksSource, valuesAllowed: kind !== 'site', pickImage: () => new Promise((resolve) => setPicking(() => resolve)) }),
    [linksSource, kind],
  );

  const shownKey = selectionKey(selection);
  // The form follows the selection: a newly chosen item is shown from its top.
  useEffect(() => {
    if (formPane.current) formPane.current.scrollTop = 0;
  }, [shownKey]);
  // Then the keyboard goes where it was sent (after the palette's dialog has handed focus back, in the same commit).
  useEffect(() => {
    if (focusTo) focusField(formPane.current, focusTo.path);
  }, [focusTo]);

  if (document.loadError) return <Alert severity="error" sx={{ m: 3 }}>{document.loadError}</Alert>;
  if (schemas.error) return <Alert severity="error" sx={{ m: 3 }}>{schemas.error}</Alert>;
  if (!document.disk || !schemas.value) return <CircularProgress aria-label="Opening the file" sx={{ m: 3 }} />;
  if (!data) {
    return (
      <Box sx={{ p: 3 }}>
        <Typography component="h1" variant="h5">{file}</Typography>
        <Alert severity="error" sx={{ my: 2 }}>This file cannot be edited with forms until it is valid JSON again. Fix it in a text editor:</Alert>
        {/* The one place the studio gives a line: the file must be fixed in a text editor, which counts lines. */}
        <ProblemList problems={mine.map((problem) => ({ problem, place: `Line ${problem.line} of the file`, text: problem.message }))} others={0} onPick={() => undefined} />
      </Box>
    );
  }

  const title = kind === 'site' ? 'Site settings' : typeof data.title === 'string' ? data.title : file.split('/').pop()!.replace(/\.json$/, '');
  const selectedSection = selection.kind === 'section' ? sections?.[selection.index] : undefined;
  const group = selection.kind === 'group' ? groups.find((g) => g.id === selection.id) : undefined;
  const formSchema = group ? groupFormSchema(schemas.value, kind, group) : sectionSchema(schemas.value, selectedSection);
  const formValue = group ? pick(data, group.keys) : selectedSection;
  const sectionName = sectionLabel(selectedSection, palette);
  // A section with no heading yet (a new one) is named by its block alone, not "Card grid: Card grid".
  const formLabel = group ? group.label : sectionName === blockName(selectedSection, palette) ? sectionName : `${blockName(selectedSection, palette)}: ${sectionName}`;
  const onFormChange = (value: unknown) => {
    // rjsf also reports changes that change nothing (a re-render with new errors): they are no edit.
    if (sameJson(value, formValue)) return;
    if (group) edit(withGroup(data, group, value as Json), selectionKey(selection));
    else if (selection.kind === 'section') {
      carryId(selectedSection, value);
      edit(replaceSection(data, selection.index, value), selectionKey(selection));
    }
  };

  const insertFromPalette = (entry?: PaletteEntry) => {
    setPaletteOpen(false);
    if (!entry || !sections) return;
    const at = selection.kind === 'section' ? selection.index + 1 : sections.length;
    edit(insertSection(data, at, blankSection(entry.example, schemas.value?.blocks[entry.type])));
    setChosen({ kind: 'section', index: at });
    setFocusTo({ path: 'first' });
  };
  const pickProblem = (problem: Problem) => {
    const at = locate(problemPath(problem), groups);
    if (!at) return;
    setChosen(at.selection);
    setFocusTo({ path: at.inForm });
  };
  const listed = located.map(({ problem, words }) => ({
    problem,
    place: words?.place ?? '',
    text: words ? problemSentence({ ...words, place: '' }) : problem.message,
  }));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <EditorToolbar
        title={title}
        file={file}
        document={document}
        canEditSections={Boolean(sections)}
        sectionSelected={selection.kind === 'section'}
        atTop={selection.kind === 'section' && selection.index === 0}
        atBottom={selection.kind === 'section' && selection.index === (sections?.length ?? 0) - 1}
        onAdd={() => setPaletteOpen(true)}
        onMoveUp={() => selection.kind === 'section' && move(selection.index, selection.index - 1)}
        onMoveDown={() => selection.kind === 'section' && move(selection.index, selection.index + 1)}
        onDuplicate={() => {
          if (selection.kind !== 'section') return;
          edit(duplicateSection(data, selection.index));
          setChosen({ kind: 'section', index: selection.index + 1 });
        }}
        onDelete={() => {
          if (selection.kind !== 'section') return;
          edit(deleteSection(data, selection.index));
          setChosen(selection.index > 0 ? { kind: 'section', index: selection.index - 1 } : undefined);
        }}
        onShowProblem={(problem) => (problem.file === file ? pickProblem(problem) : void navigate(editorPath(problem.file)))}
      />
      <Box sx={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: kind === 'site' ? '260px 1fr' : '260px minmax(380px, 1.15fr) minmax(340px, 1fr)' }}>
        <Box component="section" aria-labelledby="outline-heading" sx={{ borderRight: 1, borderColor: 'divider', overflow: 'auto', p: 1 }}>
          <Typography id="outline-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700, px: 1 }}>
            Outline
          </Typography>
          <Outline
            groups={groups}
            groupProblems={Object.fromEntries(groups.map((g) => [g.id, countFor({ kind: 'group', id: g.id })]))}
            sections={sections?.map((section, index) => ({ id: sectionId(section, index), label: sectionLabel(section, palette), blockName: blockName(section, palette), problems: countFor({ kind: 'section', index }) }))}
            selection={selection}
            onSelect={select}
            onMove={move}
            onEditFields={() => focusField(formPane.current, 'first')}
          />
        </Box>
        <Box component="section" ref={formPane} aria-labelledby="form-heading" sx={{ overflow: 'auto', px: 2, pb: 2, borderRight: 1, borderColor: 'divider', scrollPaddingTop: 56 }}>
          {/* Sticky: what is being edited, and the way to the problem list, stay in sight however long the form. */}
          <Box sx={{ position: 'sticky', top: 0, zIndex: 2, display: 'flex', alignItems: 'center', gap: 1, py: 1, mb: 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
            <Typography id="form-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
              {formLabel}
            </Typography>
            <ProblemsJump problems={mine} onJump={() => problemsHeading.current?.focus()} />
          </Box>
          {wholeItemProblems.map((p, i) => (
            <Alert key={i} severity="error" sx={{ mb: 1 }}>
              {p.message}
            </Alert>
          ))}
          {formSchema ? (
            <SchemaForm key={selectionKey(selection)} schema={formSchema} value={formValue} onChange={onFormChange} errors={formErrors} context={context} />
          ) : (
            <Alert severity="warning">This section's block type is not one the studio knows; the problems below say how to fix it.</Alert>
          )}
          <ProblemList problems={listed} others={found.elsewhere.problems} onPick={pickProblem} headingRef={problemsHeading} />
        </Box>
        {kind !== 'site' && <PreviewPane html={checks.preview} failure={checks.failure} pending={checks.pending} selected={selection.kind === 'section' ? selection.index : undefined} />}
      </Box>
      <Palette open={paletteOpen} entries={palette} file={file} doc={data} onClose={insertFromPalette} />
      {picking && (
        <ImagePicker
          open
          onClose={(image) => {
            picking(image);
            setPicking(undefined);
          }}
        />
      )}
      <LeaveGuard dirty={document.dirty} onSave={document.save} />
      {document.clash && (
        <ConflictDialog
          clash={document.clash}
          file={file}
          mine={data}
          onTakeTheirs={document.takeTheirs}
          onKeepMine={() => void document.save(true)}
          onLater={document.dismissClash}
        />
      )}
    </Box>
  );
}

/** A selection that still points at something after sections were removed (by undo, or a change on disk). */
function clampSelection(selection: Selection, sectionCount: number, groups: { id: string }[]): Selection {
  if (selection.kind === 'section') {
    if (sectionCount === 0) return { kind: 'group', id: groups[0]?.id ?? 'settings' };
    return { kind: 'section', index: Math.min(selection.index, sectionCount - 1) };
  }
  return groups.some((g) => g.id === selection.id) || !groups.length ? selection : { kind: 'group', id: groups[0]!.id };
}

