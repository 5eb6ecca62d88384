import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { Group, Selection } from './document.ts';

/** One section as the outline lists it. `id` stays with the section while it moves. */
export interface OutlineSection {
  id: string;
  label: string;
  blockName: string;
  problems: number;
}

export interface OutlineProps {
  groups: Group[];
  groupProblems: Record<string, number>;
  sections: OutlineSection[] | undefined;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  onMove: (from: number, to: number) => void;
  /** Puts the keyboard in the selected item's form ("Edit fields", reached with one Tab from the selected item). */
  onEditFields: () => void;
}

const itemSx = (selected: boolean) => ({
  display: 'flex',
  justifyContent: 'flex-start',
  textAlign: 'left',
  flex: 1,
  width: '100%',
  minWidth: 0,
  px: 1,
  py: 0.75,
  borderRadius: 1,
  bgcolor: selected ? 'primary.main' : 'transparent',
  color: selected ? 'primary.contrastText' : 'text.primary',
  '&:hover': { bgcolor: selected ? 'primary.dark' : 'action.hover' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main' },
});

function ProblemCount({ count }: { count: number }) {
  if (!count) return null;
  return <Badge color="error" badgeContent={count} sx={{ mr: 1.5, ml: 1 }} slotProps={{ badge: { 'aria-label': `${count} problem${count === 1 ? '' : 's'}` } as object }} />;
}

/**
 * Labels that tell sections apart: two sections with the same heading (or none, and the same kind) get their place
 * after it, "Card grid (section 4)", so that no two entries of the outline read the same.
 */
export function distinctLabels(labels: readonly string[]): string[] {
  const seen = new Map<string, number>();
  for (const label of labels) seen.set(label, (seen.get(label) ?? 0) + 1);
  return labels.map((label, i) => ((seen.get(label) ?? 0) > 1 ? `${label} (section ${i + 1})` : label));
}

/**
 * The outline: the file's settings groups, then its sections, top to bottom. Sections move by dragging their
 * handle, by keyboard on the handle (Space, arrows, Space: @dnd-kit's sensor, with spoken instructions), or
 * with Alt+ArrowUp / Alt+ArrowDown on a section.
 */
export function Outline({ groups, groupProblems, sections: given, selection, onSelect, onMove, onEditFields }: OutlineProps) {
  const labels = given && distinctLabels(given.map((s) => s.label));
  const sections = given?.map((s, i) => ({ ...s, label: labels![i]! }));
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const labelOf = (id: string | number) => {
    const index = sections?.findIndex((s) => s.id === id) ?? -1;
    return index >= 0 ? `section ${index + 1}, ${sections![index]!.label}` : 'the section';
  };
  const positionOf = (id: string | number | undefined) => (sections?.findIndex((s) => s.id === id) ?? -1) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? `${labelOf(active.id)} is over position ${positionOf(over.id)} of ${sections?.length ?? 0}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `Dropped ${labelOf(active.id)} at position ${positionOf(over.id)}.` : `Dropped ${labelOf(active.id)}.`),
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
  };
  function dragEnd({ active, over }: DragEndEvent) {
    if (!sections || !over || active.id === over.id) return;
    const from = sections.findIndex((s) => s.id === active.id);
    const to = sections.findIndex((s) => s.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  }
  const selectedIndex = selection.kind === 'section' ? selection.index : -1;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box component="ul" aria-label="Settings" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {groups.map((group) => {
          const selected = selection.kind === 'group' && selection.id === group.id;
          return (
            <Box component="li" key={group.id} sx={{ position: 'relative' }}>
              <ButtonBase sx={itemSx(selected)} aria-current={selected ? 'true' : undefined} onClick={() => onSelect({ kind: 'group', id: group.id })}>
                <Typography component="span" variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
                  {group.label}
                </Typography>
                <ProblemCount count={groupProblems[group.id] ?? 0} />
              </ButtonBase>
              {selected && <EditFields onClick={onEditFields} />}
            </Box>
          );
        })}
      </Box>
      {sections && (
        <>
          <Typography component="h3" variant="overline" id="sections-heading" sx={{ px: 1, lineHeight: 1.5 }}>
            Sections
          </Typography>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: 'To move this section, press Space, then the arrow keys, then Space again to drop it. Escape cancels.' } }}>
            <SortableContext items={sections.map((s) => s.id)} strategy={verticalListSortingStrategy}>
              <Box component="ol" aria-labelledby="sections-heading" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {sections.map((section, index) => (
                  <SortableSection
                    key={section.id}
                    section={section}
                    index={index}
                    count={sections.length}
                    selected={index === selectedIndex}
                    onSelect={() => onSelect({ kind: 'section', index })}
                    onMove={(to) => onMove(index, to)}
                    onEditFields={onEditFields}
                  />
                ))}
              </Box>
            </SortableContext>
          </DndContext>
        </>
      )}
    </Box>
  );
}

/**
 * The selected item's way into its form, the next stop after it for the keyboard: a skip link, shown when it has the
 * focus, so it takes no room from the outline otherwise.
 */
function EditFields({ onClick }: { onClick: () => void }) {
  return (
    <Button
      size="small"
      variant="outlined"
      href="#form-heading"
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onClick();
      }}
      sx={{
        position: 'absolute',
        right: 4,
        bottom: 2,
        zIndex: 2,
        py: 0,
        bgcolor: 'background.paper',
        '&:hover': { bgcolor: 'background.paper' },
        opacity: 0,
        pointerEvents: 'none',
        '&:focus-visible': { opacity: 1, pointerEvents: 'auto', outline: '3px solid', outlineColor: 'warning.main' },
      }}
    >
      Edit fields
    </Button>
  );
}

function SortableSection({ section, index, count, selected, onSelect, onMove, onEditFields }: { section: OutlineSection; index: number; count: number; selected: boolean; onSelect: () => void; onMove: (to: number) => void; onEditFields: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: section.id });
  function keys(event: KeyboardEvent) {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const to = index + (event.key === 'ArrowUp' ? -1 : 1);
    if (to >= 0 && to < count) onMove(to);
  }
  return (
    <Box
      component="li"
      ref={setNodeRef}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1, position: 'relative', zIndex: isDragging ? 1 : 0, bgcolor: 'background.paper' }}
    >
      <IconButton size="small" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Move section ${index + 1}: ${section.label}`} sx={{ cursor: 'grab' }}>
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <ButtonBase sx={itemSx(selected)} aria-current={selected ? 'true' : undefined} onClick={onSelect} onKeyDown={keys}>
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
          {/* Wrapped, never cut: two long headings that start alike must not read the same. */}
          <Typography component="span" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {section.label}
          </Typography>
          <Typography component="span" variant="caption" noWrap sx={{ opacity: 0.8 }}>
            {section.blockName}
          </Typography>
        </Box>
        <ProblemCount count={section.problems} />
      </ButtonBase>
      {selected && <EditFields onClick={onEditFields} />}
    </Box>
  );
}
