import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent } from 'react';
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
 * The outline: the file's settings groups, then its sections, top to bottom. Sections move by dragging their
 * handle, by keyboard on the handle (Space, arrows, Space: @dnd-kit's sensor, with spoken instructions), or
 * with Alt+ArrowUp / Alt+ArrowDown on a section.
 */
export function Outline({ groups, groupProblems, sections, selection, onSelect, onMove }: OutlineProps) {
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
            <li key={group.id}>
              <ButtonBase sx={itemSx(selected)} aria-current={selected ? 'true' : undefined} onClick={() => onSelect({ kind: 'group', id: group.id })}>
                <Typography component="span" variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
                  {group.label}
                </Typography>
                <ProblemCount count={groupProblems[group.id] ?? 0} />
              </ButtonBase>
            </li>
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

function SortableSection({ section, index, count, selected, onSelect, onMove }: { section: OutlineSection; index: number; count: number; selected: boolean; onSelect: () => void; onMove: (to: number) => void }) {
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
          <Typography component="span" variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {section.label}
          </Typography>
          <Typography component="span" variant="caption" noWrap sx={{ opacity: 0.8 }}>
            {section.blockName}
          </Typography>
        </Box>
        <ProblemCount count={section.problems} />
      </ButtonBase>
    </Box>
  );
}
