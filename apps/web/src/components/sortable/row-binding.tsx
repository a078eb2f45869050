import type { Data } from "@dnd-kit/core";
import {
  type CSSProperties,
  createContext,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
  useContext,
  useId,
  useMemo,
} from "react";

/** The attribute naming a row's drag handle, so it can be found again when drag and drop arrives. */
export const dragHandleAttribute = "data-drag-handle";

/** What one row of a sortable list needs: its node, its moving style, and props for its drag handle. */
export type RowBinding = {
  setNodeRef: (node: HTMLElement | null) => void;
  style: CSSProperties;
  isDragging: boolean;
  isOver: boolean;
  /** What is being dragged (its `data` says what it is), if anything. */
  active: { id: string | number; data: { current?: Data } } | null;
  handleProps: { ref: Ref<HTMLButtonElement> } & Record<string, unknown>;
};

export type UseRowBinding = (id: string, disabled?: boolean, data?: Data) => RowBinding;

/** A first drag gesture on a handle before drag and drop has loaded: replayed once it has. */
export type DragIntent =
  | { handle: string; kind: "pointer"; x: number; y: number; pointerId: number; pointerType: string }
  | { handle: string; kind: "key"; code: string; key: string };

const noRef = () => {};

type Binding = {
  useRow: UseRowBinding;
  /** Wraps one list's rows (dnd-kit's `SortableContext` once loaded). */
  List: (props: { ids: string[]; children: ReactNode }) => ReactNode;
  /** Asks for drag and drop, to continue `intent` once it is in. */
  requestDrag: (intent: DragIntent) => void;
  /** Starts loading drag and drop (a pointer over a handle, or focus on one). */
  preloadDrag?: () => void;
  /** The hidden "how to drag" text the plain handles point to. */
  instructionsId?: string;
};

/**
 * Rows before drag and drop has loaded: laid out as they will be, with handles that look and are
 * named the same. Pressing one (pointer, or Space/Enter) asks for dnd-kit and continues the drag
 * when it arrives; Move up/down buttons never need it.
 */
const usePlainRow: UseRowBinding = (id, disabled) => {
  const { requestDrag, preloadDrag, instructionsId } = useContext(BindingContext);
  return {
    setNodeRef: noRef,
    style: { position: "relative" },
    isDragging: false,
    isOver: false,
    active: null,
    handleProps: {
      ref: noRef,
      role: "button",
      tabIndex: 0,
      "aria-disabled": disabled,
      "aria-roledescription": "sortable",
      "aria-describedby": instructionsId,
      [dragHandleAttribute]: id,
      onPointerEnter: preloadDrag,
      onFocus: preloadDrag,
      onPointerDown: (event: PointerEvent) => {
        if (disabled || !event.isPrimary || event.button !== 0) return;
        requestDrag({
          handle: id,
          kind: "pointer",
          x: event.clientX,
          y: event.clientY,
          pointerId: event.pointerId,
          pointerType: event.pointerType,
        });
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (disabled || (event.code !== "Space" && event.code !== "Enter")) return;
        event.preventDefault();
        requestDrag({ handle: id, kind: "key", code: event.code, key: event.key });
      },
    },
  };
};

const BindingContext = createContext<Binding>({
  useRow: usePlainRow,
  List: ({ children }) => children,
  requestDrag: () => {},
});

/** Provides how the rows below bind with dnd-kit (from the module that loads it). */
export const RowBindingProvider = BindingContext.Provider;

const passThrough: Binding["List"] = ({ children }) => children;

/**
 * Rows before drag and drop has loaded (`usePlainRow`), with the hidden instructions their
 * handles point to (dnd-kit shows the same text once it is in).
 */
export function PlainRows(props: {
  requestDrag: (intent: DragIntent) => void;
  preloadDrag: () => void;
  instructions: string;
  children: ReactNode;
}) {
  const { requestDrag, preloadDrag } = props;
  const instructionsId = useId();
  const value = useMemo(
    () => ({ useRow: usePlainRow, List: passThrough, requestDrag, preloadDrag, instructionsId }),
    [requestDrag, preloadDrag, instructionsId],
  );
  return (
    <BindingContext.Provider value={value}>
      {/* A pointer over the list starts the download, so a press on a handle finds it in. */}
      <div className="contents" onPointerEnter={preloadDrag}>
        {props.children}
      </div>
      <p id={instructionsId} hidden>
        {props.instructions}
      </p>
    </BindingContext.Provider>
  );
}

/**
 * Binds one row of a sortable list. The list above remounts its rows when drag and drop arrives
 * (keyed by its mode), so a row calls the same hooks for as long as it is mounted.
 */
export function useRowBinding(id: string, disabled?: boolean, data?: Data): RowBinding {
  return useContext(BindingContext).useRow(id, disabled, data);
}

/** One list's rows: `SortableContext` once drag and drop is in, nothing before. */
export function SortableRows({ ids, children }: { ids: string[]; children: ReactNode }) {
  const { List } = useContext(BindingContext);
  return <List ids={ids}>{children}</List>;
}
