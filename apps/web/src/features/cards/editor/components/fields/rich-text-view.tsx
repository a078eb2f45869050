import type { RichText, RichTextNode } from "@keen/contracts";
import { linkRel } from "@keen/rich-text/link-rel";
import { isSafeLinkHref } from "@keen/rich-text/urls";
import { Fragment, type ReactNode } from "react";

type Mark = NonNullable<RichTextNode["marks"]>[number];

/** TipTap's smallest column width, which its table view sets as the table's minimum width per column. */
const cellMinWidth = 25;

const numberOf = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

function withMark(children: ReactNode, mark: Mark): ReactNode {
  switch (mark.type) {
    case "bold":
      return <strong>{children}</strong>;
    case "italic":
      return <em>{children}</em>;
    case "underline":
      return <u>{children}</u>;
    case "strike":
      return <s>{children}</s>;
    case "code":
      return <code>{children}</code>;
    case "link": {
      const href = mark.attrs?.href;
      return isSafeLinkHref(href) ? (
        <a href={href} rel={linkRel} target="_blank">
          {children}
        </a>
      ) : (
        children
      );
    }
    default:
      return children;
  }
}

function renderText(node: RichTextNode, key: number): ReactNode {
  // The first mark outermost, as ProseMirror's serializer nests them.
  const marked = (node.marks ?? []).reduceRight<ReactNode>(withMark, node.text ?? "");
  return <Fragment key={key}>{marked}</Fragment>;
}

/** A block's children; an empty block or one ending in a hard break gets ProseMirror's trailing `<br>`. */
function inline(node: RichTextNode, imageSrc: (src: string) => string): ReactNode {
  const content = node.content ?? [];
  const last = content[content.length - 1];
  return (
    <>
      {renderNodes(content, imageSrc)}
      {!last || last.type === "hardBreak" ? <br /> : null}
    </>
  );
}

function cellAttributes(node: RichTextNode) {
  const colspan = numberOf(node.attrs?.colspan);
  const rowspan = numberOf(node.attrs?.rowspan);
  return {
    ...(colspan && colspan !== 1 ? { colSpan: colspan } : {}),
    ...(rowspan && rowspan !== 1 ? { rowSpan: rowspan } : {}),
  };
}

function columnsOf(table: RichTextNode): number {
  const first = table.content?.[0]?.content ?? [];
  return first.reduce((sum, cell) => sum + (numberOf(cell.attrs?.colspan) ?? 1), 0);
}

function renderNode(node: RichTextNode, key: number, imageSrc: (src: string) => string): ReactNode {
  const children = () => renderNodes(node.content ?? [], imageSrc);
  switch (node.type) {
    case "text":
      return renderText(node, key);
    case "paragraph":
      return <p key={key}>{inline(node, imageSrc)}</p>;
    case "heading": {
      const level = numberOf(node.attrs?.level);
      const Tag = level === 3 ? "h3" : level === 4 ? "h4" : "h2";
      return <Tag key={key}>{inline(node, imageSrc)}</Tag>;
    }
    case "bulletList":
      return <ul key={key}>{children()}</ul>;
    case "orderedList": {
      const start = numberOf(node.attrs?.start);
      return (
        <ol key={key} start={start && start !== 1 ? start : undefined}>
          {children()}
        </ol>
      );
    }
    case "listItem":
      return <li key={key}>{children()}</li>;
    case "blockquote":
      return <blockquote key={key}>{children()}</blockquote>;
    case "codeBlock":
      return (
        <pre key={key}>
          <code>{children()}</code>
        </pre>
      );
    case "horizontalRule":
      return <hr key={key} />;
    case "hardBreak":
      return <br key={key} />;
    case "image": {
      const src = node.attrs?.src;
      if (typeof src !== "string") return null;
      const alt = node.attrs?.alt;
      const title = node.attrs?.title;
      return (
        <img
          key={key}
          src={imageSrc(src)}
          alt={typeof alt === "string" ? alt : undefined}
          title={typeof title === "string" ? title : undefined}
        />
      );
    }
    case "table":
      return (
        <div key={key} className="tableWrapper">
          <table style={{ minWidth: `${columnsOf(node) * cellMinWidth}px` }}>
            <colgroup>
              {Array.from({ length: columnsOf(node) }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns have no identity but their place.
                <col key={index} style={{ minWidth: `${cellMinWidth}px` }} />
              ))}
            </colgroup>
            <tbody>{children()}</tbody>
          </table>
        </div>
      );
    case "tableRow":
      return <tr key={key}>{children()}</tr>;
    case "tableHeader":
      return (
        <th key={key} {...cellAttributes(node)}>
          {children()}
        </th>
      );
    case "tableCell":
      return (
        <td key={key} {...cellAttributes(node)}>
          {children()}
        </td>
      );
    default:
      // Not in the card schema (the editor would not show it either): its text, if any.
      return node.content ? <p key={key}>{children()}</p> : null;
  }
}

function renderNodes(nodes: RichTextNode[], imageSrc: (src: string) => string): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, index, imageSrc));
}

/**
 * A rich-text document (ProseMirror JSON) as React elements shaped like the TipTap editor's own
 * DOM (same tags, ProseMirror's trailing breaks, the table wrapper), so the editor can take its
 * place without the text moving. Built by React, so no HTML string is ever parsed; links keep only
 * the schemes the schema allows. An empty document shows one empty paragraph, as the editor does.
 */
export function RichTextView({
  value,
  imageSrc,
}: {
  value: RichText | null;
  imageSrc: (src: string) => string;
}) {
  const blocks = value?.content?.length ? value.content : [{ type: "paragraph" }];
  return <>{renderNodes(blocks, imageSrc)}</>;
}
