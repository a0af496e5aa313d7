import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { graphql } from '../support/graphql.js';

export const DOCUMENTS = '/dashboard/documents';
export const DOCUMENT_UPLOAD = '/dashboard/documents/upload';
export const DOCUMENT_TEMPLATES = '/dashboard/documents/templates';

const START =
  'mutation($input: StartDocumentUploadInput!) { startDocumentUpload(input: $input) { upload { documentId url fields { name value } } errors { code message } } }';
const FINISH = 'mutation($id: ID!) { finishDocumentUpload(id: $id) { document { id name } errors { code message } } }';
const RULES = '{ documentUploadRules { maxBytes } }';

/** A small but real PDF (one page, one line of text): `text` makes its bytes, and its hash, unique. */
export function pdfBytes(text: string): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The documents' size limit, as the api says it. */
export async function maxUploadBytes(request: APIRequestContext): Promise<number> {
  const { documentUploadRules } = await graphql<{ documentUploadRules: { maxBytes: number } }>(request, RULES);
  return documentUploadRules.maxBytes;
}

export interface ApiUpload {
  name: string;
  buffer: Buffer;
  templateKind?: string;
  folderId?: string;
}

/** Uploads a document through the product's own protocol (start, the bytes, finish), as the web app does. */
export async function uploadThroughApi(request: APIRequestContext, file: ApiUpload): Promise<string> {
  const { startDocumentUpload } = await graphql<{
    startDocumentUpload: {
      upload: { documentId: string; url: string; fields: { name: string; value: string }[] } | null;
      errors: { message: string }[];
    };
  }>(request, START, {
    input: { name: file.name, sizeBytes: file.buffer.length, templateKind: file.templateKind, folderId: file.folderId },
  });
  expect(startDocumentUpload.errors).toEqual([]);
  const upload = startDocumentUpload.upload;
  if (!upload) throw new Error('No upload target');
  // To the file store's signed link the file itself is the body; to S3, the presigned form.
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {};
  for (const field of upload.fields) multipart[field.name] = field.value;
  multipart.file = { name: file.name, mimeType: 'application/pdf', buffer: file.buffer };
  const sent = await request.post(
    upload.url,
    upload.fields.length === 0
      ? { data: file.buffer, headers: { 'content-type': 'application/octet-stream' } }
      : { multipart },
  );
  expect(sent.ok(), await sent.text()).toBe(true);
  const { finishDocumentUpload } = await graphql<{
    finishDocumentUpload: { document: { id: string } | null; errors: { message: string }[] };
  }>(request, FINISH, { id: upload.documentId });
  expect(finishDocumentUpload.errors).toEqual([]);
  return upload.documentId;
}

/** The documents pages as a user works them. */
export class DocumentsPage {
  constructor(private readonly page: Page) {}

  /** A row of the upload queue, by its file's name. */
  uploadRow(name: string): Locator {
    return this.page.getByRole('list', { name: 'Files to upload' }).getByRole('listitem', { name });
  }

  /** A document's row in the list (table row or card), by its name. */
  row(name: string): Locator {
    return this.page
      .locator('tr, li')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) })
      .first();
  }

  async search(words: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Search by name' }).fill(words);
    await expect(this.page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(words).replace(/%20/g, '(\\+|%20)')}`));
  }

  /** Picks an action in a document's menu. */
  async act(name: string, action: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }
}
