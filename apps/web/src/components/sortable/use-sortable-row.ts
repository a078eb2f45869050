import type { Data } from "@dnd-kit/core";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { CSSProperties } from "react";
import { dragHandleAttribute, type RowBinding } from "./row-binding";

/**
 * Wires one row of a sortable list with dnd-kit: its node, its moving style, props for its drag
 * handle, and what is being dragged over it (`data` tells other rows what this one is).
 */
export function useSortableRow(id: string, disabled = false, data?: Data): RowBinding {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
    isOver,
    active,
  } = useSortable({ id, disabled, data });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: "relative",
    zIndex: isDragging ? 10 : undefined,
  };
  return {
    setNodeRef,
    style,
    isDragging,
    isOver,
    active,
    handleProps: { ref: setActivatorNodeRef, [dragHandleAttribute]: id, ...attributes, ...listeners },
  };
}
