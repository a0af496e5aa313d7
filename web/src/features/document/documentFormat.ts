import type { DocumentTemplateKind } from '../../__generated__/graphql';

const UNITS = ['KB', 'MB', 'GB'] as const;

/** A size as people read it: "512 bytes", "1.2 MB" (1 KB = 1,024 bytes, one decimal under 10). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 ? value.toFixed(1).replace(/\.0$/, '') : Math.round(value).toString();
  return `${shown} ${UNITS[unit]}`;
}

/** The kinds a template can be, in the order the templates page groups them. */
export const TEMPLATE_KINDS: readonly DocumentTemplateKind[] = [
  'CDA',
  'NDA',
  'MSA',
  'FEASIBILITY_QUESTIONNAIRE',
  'OTHER',
];

export const TEMPLATE_KIND_LABELS: Readonly<Record<DocumentTemplateKind, string>> = {
  CDA: 'CDA',
  NDA: 'NDA',
  MSA: 'MSA',
  FEASIBILITY_QUESTIONNAIRE: 'Feasibility questionnaire',
  OTHER: 'Other',
};

/** A template kind from a URL (`?template=NDA`), or null. */
export const readTemplateKind = (value: string | null): DocumentTemplateKind | null =>
  TEMPLATE_KINDS.find((kind) => kind === value) ?? null;

/** What a file is, for its icon and its label: from its checked type, else its name's extension. */
export type FileKind = 'pdf' | 'word' | 'sheet' | 'slides' | 'image' | 'text' | 'other';

const BY_EXTENSION: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  xls: 'sheet',
  xlsx: 'sheet',
  csv: 'sheet',
  ppt: 'slides',
  pptx: 'slides',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  txt: 'text',
  md: 'text',
};

export function fileKind(name: string, contentType?: string | null): FileKind {
  const type = contentType ?? '';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (/wordprocessingml|msword/.test(type)) return 'word';
  if (/spreadsheetml|ms-excel|text\/csv/.test(type)) return 'sheet';
  if (/presentationml|ms-powerpoint/.test(type)) return 'slides';
  return BY_EXTENSION[extensionOf(name).slice(1).toLowerCase()] ?? (type.startsWith('text/') ? 'text' : 'other');
}

export const FILE_KIND_LABELS: Readonly<Record<FileKind, string>> = {
  pdf: 'PDF',
  word: 'Word document',
  sheet: 'Spreadsheet',
  slides: 'Presentation',
  image: 'Image',
  text: 'Text',
  other: 'File',
};

/** A name's extension with its dot (".pdf"), or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
}

/** "Jo Doe", or null for someone gone. */
export const personName = (person: { firstName: string; lastName: string } | null | undefined): string | null =>
  person ? `${person.firstName} ${person.lastName}`.trim() : null;

/**
 * The name a document made from a template gets: the template's name without its extension,
 * " – " and the day, then the extension again ("NDA – Nov 29, 2026.pdf").
 */
export function nameFromTemplate(templateName: string, day: string): string {
  const extension = extensionOf(templateName);
  const base = extension ? templateName.slice(0, -extension.length) : templateName;
  return `${base} – ${day}${extension}`;
}
