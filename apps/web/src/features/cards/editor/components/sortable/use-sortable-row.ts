import type { Data } from "@dnd-kit/core";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { CSSProperties } from "react";

/**
 * Wires one row of a sortable list: its node, its moving style, props for its drag handle, and
 * what is being dragged over it (`data` tells other rows what this one is).
 */
export function useSortableRow(id: string, disabled = false, data?: Data) {
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
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}
