import { describe, expect, it } from "vitest";
import { cleanFileName, contentDisposition, dispositionFor } from "./content-disposition";

describe("contentDisposition", () => {
  it("gives an ASCII fallback and the exact UTF-8 name (RFC 6266 / 8187)", () => {
    expect(contentDisposition('Übung "1" (final).pdf', "attachment")).toBe(
      `attachment; filename="_bung _1_ (final).pdf"; filename*=UTF-8''%C3%9Cbung%20%221%22%20%28final%29.pdf`,
    );
  });

  it("shows raster images inline and downloads everything else, PDFs and SVG included", () => {
    expect(dispositionFor("image/webp")).toBe("inline");
    expect(dispositionFor("IMAGE/PNG; x=y")).toBe("inline");
    expect(dispositionFor("application/pdf")).toBe("attachment");
    expect(dispositionFor("image/svg+xml")).toBe("attachment");
    expect(dispositionFor("text/html")).toBe("attachment");
    expect(dispositionFor("text/plain; charset=utf-8")).toBe("attachment");
    expect(dispositionFor("application/zip")).toBe("attachment");
  });
});

describe("cleanFileName", () => {
  it("drops folders and control characters, keeps the extension when shortening", () => {
    expect(cleanFileName("C:\\Users\\me\\lab\u0007 notes.pdf")).toBe("lab notes.pdf");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("   ")).toBe("file");
    const long = cleanFileName(`${"x".repeat(300)}.docx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith(".docx")).toBe(true);
  });
});
