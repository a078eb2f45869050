import type { DemoAttachment, DemoCardSpec } from "./demo-card-spec";

/** Characters a PDF string literal needs escaped; anything beyond Latin-1 is simplified. */
function pdfText(line: string): string {
  return line
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/…/g, "...")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "?")
    .replace(/([\\()])/g, "\\$1");
}

/** Wraps a line to `width` characters at word boundaries. */
function wrap(line: string, width: number): string[] {
  const words = line.split(" ");
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    if (current && current.length + word.length + 1 > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return [...lines, current];
}

/**
 * A valid one-page PDF (US Letter, Helvetica) holding `title` and the lines below it, written by
 * hand: a handout for a demo card without a PDF library. Long text is cut at the page's end.
 */
export function renderPdf(title: string, lines: string[]): Buffer {
  const body = lines.flatMap((line) => (line === "" ? [""] : wrap(line, 92))).slice(0, 52);
  const ops = [
    "BT /F2 16 Tf 56 740 Td",
    `(${pdfText(title)}) Tj`,
    "/F1 10 Tf 0 -26 Td 13 TL",
    ...body.map((line) => `(${pdfText(line)}) '`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(ops, "latin1")} >>\nstream\n${ops}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

const plain = (text: string) => text.replace(/\*\*/g, "");

/** A file to attach: its name, content type and bytes. */
export type DemoFile = { name: string; contentType: string; bytes: Buffer };

/** The card's handout: a PDF of its summary, objectives and instructor tips. */
function handout(card: DemoCardSpec): DemoFile {
  const blocks = (items: DemoCardSpec["tips"]) =>
    items.flatMap((block) =>
      typeof block === "string"
        ? [plain(block), ""]
        : "heading" in block
          ? [block.heading]
          : [...("list" in block ? block.list : block.steps).map((item) => `- ${plain(item)}`), ""],
    );
  const lines = [
    plain(card.summary),
    "",
    "Learning objectives",
    ...card.objectives.map((objective, i) => `${i + 1}. ${plain(objective)}`),
    "",
    "Instructor tips",
    ...blocks(card.tips),
    "Shared on KEEN Cards under the card's license.",
  ];
  const slug = card.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return { name: `${slug}-handout.pdf`, contentType: "application/pdf", bytes: renderPdf(card.title, lines) };
}

function extra(file: DemoAttachment): DemoFile {
  const bytes = Buffer.from(`${file.lines.join("\n")}\n`, "utf8");
  if (file.name.endsWith(".pdf"))
    return {
      name: file.name,
      contentType: "application/pdf",
      bytes: renderPdf(file.lines[0]!, file.lines.slice(1)),
    };
  const contentType = file.name.endsWith(".csv") ? "text/csv" : "text/plain";
  return { name: file.name, contentType, bytes };
}

/** Every file a demo card carries: the generated handout, then its own extra files. */
export function demoFilesOf(card: DemoCardSpec): DemoFile[] {
  return [handout(card), ...(card.files ?? []).map(extra)];
}
