import { PDFParse } from 'pdf-parse';

/**
 * The text a PDF shows (read back with `pdf-parse`, as the server's invoice tests read it), its
 * runs of white space (the no-break space in '€ 2,62' and '9 %' too) as one space.
 */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}
