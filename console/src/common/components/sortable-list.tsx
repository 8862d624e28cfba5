import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

export interface SortableListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** The item at `from` was dropped at `to` (see moveItem). */
  onMove: (from: number, to: number) => void;
  /** Draws one item; `handle` is the grip to drag it by (or, with the keyboard: space, arrows, space). */
  renderItem: (item: T, handle: ReactNode, index: number) => ReactNode;
  direction?: 'vertical' | 'horizontal';
  /** Names the list for screen readers. */
  label: string;
  disabled?: boolean;
}

/** A list the operator puts in order by dragging its items' grips. */
export function SortableList<T>({
  items,
  itemKey,
  onMove,
  renderItem,
  direction = 'vertical',
  label,
  disabled,
}: SortableListProps<T>) {
  const { t } = useTranslation('common');
  const drop = ({ source, destination }: DropResult) => {
    if (!destination || destination.index === source.index) return;
    onMove(source.index, destination.index);
  };
  const horizontal = direction === 'horizontal';
  return (
    <DragDropContext onDragEnd={drop}>
      <Droppable droppableId={label} direction={direction}>
        {(list) => (
          <Box
            ref={list.innerRef}
            {...list.droppableProps}
            role="list"
            aria-label={label}
            style={{
              display: 'flex',
              flexDirection: horizontal ? 'row' : 'column',
              flexWrap: 'nowrap',
              gap: 'var(--mantine-spacing-sm)',
              overflowX: horizontal ? 'auto' : undefined,
            }}
          >
            {items.map((item, index) => (
              <Draggable
                key={itemKey(item)}
                draggableId={itemKey(item)}
                index={index}
                isDragDisabled={disabled}
              >
                {(drag) => (
                  <div ref={drag.innerRef} {...drag.draggableProps} role="listitem">
                    {renderItem(
                      item,
                      <Box
                        {...drag.dragHandleProps}
                        aria-label={t('dragToOrder')}
                        c="dimmed"
                        style={{
                          display: 'flex',
                          alignItems: 'center',
                          cursor: disabled ? 'default' : 'grab',
                        }}
                      >
                        <IconGripVertical size={18} stroke={1.5} />
                      </Box>,
                      index,
                    )}
                  </div>
                )}
              </Draggable>
            ))}
            {list.placeholder}
          </Box>
        )}
      </Droppable>
    </DragDropContext>
  );
}
