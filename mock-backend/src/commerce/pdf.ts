/**
 * A minimal, valid PDF 1.4 written by hand (no dependency): one or more A4 pages of Helvetica text
 * lines, with a correct cross-reference table so every reader opens it. Enough for an invoice.
 */

export interface PdfLine {
  text: string;
  /** Points from the left edge. */
  x?: number;
  size?: number;
  bold?: boolean;
  /** Extra space before the line, in points. */
  gap?: number;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

/** WinAnsi bytes of a string: Latin-1 as is, the euro sign at 0x80, anything else as "?". */
function winAnsi(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '€') out.push(0x80);
    else if (code === 0x2013 || code === 0x2014) out.push(0x2d);
    else if (code >= 0x20 && code <= 0xff && code !== 0x7f) out.push(code);
    else out.push(0x3f);
  }
  return out;
}

/** A PDF string literal: parentheses and backslashes escaped, bytes above 0x7e as octal. */
function pdfString(text: string): string {
  let s = '(';
  for (const b of winAnsi(text)) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) s += `\\${String.fromCharCode(b)}`;
    else if (b > 0x7e) s += `\\${b.toString(8).padStart(3, '0')}`;
    else s += String.fromCharCode(b);
  }
  return `${s})`;
}

function pageContent(lines: PdfLine[]): string {
  const ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= (line.gap ?? 0) + size * 1.4;
    ops.push(
      `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${line.x ?? MARGIN} ${y.toFixed(1)} Td ${pdfString(line.text)} Tj ET`,
    );
  }
  return ops.join('\n');
}

/** Splits lines over pages so none runs off the bottom margin. */
function paginate(lines: PdfLine[]): PdfLine[][] {
  const pages: PdfLine[][] = [[]];
  let used = 0;
  const room = PAGE_HEIGHT - 2 * MARGIN;
  for (const line of lines) {
    const h = (line.gap ?? 0) + (line.size ?? 10) * 1.4;
    if (used + h > room && pages[pages.length - 1]!.length > 0) {
      pages.push([]);
      used = 0;
    }
    pages[pages.length - 1]!.push(line);
    used += h;
  }
  return pages;
}

export function renderPdf(lines: PdfLine[], title = 'Document'): Buffer {
  const pages = paginate(lines);
  // Object numbers: 1 catalog, 2 pages, 3 regular font, 4 bold font, 5 info, then page/content pairs.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title ${pdfString(title)} /Producer (Bottega mock back-end) >>`;
  pages.forEach((pageLines, i) => {
    const content = pageContent(pageLines);
    objects[6 + i * 2] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + i * 2} 0 R >>`;
    objects[7 + i * 2] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
