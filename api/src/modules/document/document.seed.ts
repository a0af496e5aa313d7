import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { ModuleSeed } from '../../seed/module-seed.js';
import { companyIdsByAlias, PERSONA_COMPANIES, slugify } from '../company/index.js';
import { users } from '../user/index.js';
import { storageFromEnv } from './document.config.js';
import { minimalPdf } from './document.pdf.js';
import type { DocumentStorage } from './document.storage.js';
import {
  type DocumentAccessAction,
  documentAccessLog,
  documentFolders,
  documents,
  documentShares,
  type DocumentTemplateKind,
} from './document.table.js';

interface SeedFile {
  name: string;
  lines: readonly string[];
  folder?: string;
  partner?: string;
  sharedWith?: string;
  template?: DocumentTemplateKind;
  /** Plain text (UTF-8) instead of a PDF: the name's extension says which. */
  text?: boolean;
  daysAgo: number;
}

const HELIXA: readonly SeedFile[] = [
  {
    name: 'Meridian MSA 2026.pdf',
    folder: 'Contracts',
    partner: 'meridian',
    sharedWith: 'meridian',
    daysAgo: 40,
    lines: [
      'Master services agreement',
      'Helixa Biotherapeutics and Meridian Clinical Research',
      'Term: 1 January 2026 to 31 December 2027',
    ],
  },
  {
    name: 'CDA signed - Meridian.pdf',
    folder: 'Contracts',
    partner: 'meridian',
    daysAgo: 55,
    lines: ['Confidential disclosure agreement', 'Signed by both parties'],
  },
  {
    name: 'HLX-204 protocol synopsis.pdf',
    folder: 'Feasibility',
    daysAgo: 21,
    lines: [
      'HLX-204 phase II protocol synopsis',
      'Indication: moderate to severe plaque psoriasis',
      'Sites: 24, North America and EU',
    ],
  },
  {
    name: 'Site feasibility summary.csv',
    folder: 'Feasibility',
    text: true,
    daysAgo: 12,
    lines: [
      'site,country,patients_per_month,start_up_weeks',
      'Lakeshore Research,US,6,10',
      'Northbridge Clinic,CA,4,12',
      'Rhein Studienzentrum,DE,5,14',
    ],
  },
  {
    name: 'Quality agreement draft.pdf',
    folder: 'Quality',
    daysAgo: 7,
    lines: ['Quality agreement (draft v0.3)', 'Responsibilities of sponsor and CRO under ICH E6(R3)'],
  },
  {
    name: 'Vendor audit checklist.txt',
    text: true,
    daysAgo: 3,
    lines: ['Vendor audit checklist', '- SOP index reviewed', '- Training records sampled', '- CAPA log reviewed'],
  },
  {
    name: 'CDA template.pdf',
    template: 'CDA',
    daysAgo: 90,
    lines: ['Confidential disclosure agreement', 'Template: fill in the parties, the purpose and the term'],
  },
  {
    name: 'NDA template.pdf',
    template: 'NDA',
    daysAgo: 90,
    lines: ['Mutual non-disclosure agreement', 'Template: fill in the parties and the term'],
  },
  {
    name: 'Feasibility questionnaire.txt',
    template: 'FEASIBILITY_QUESTIONNAIRE',
    text: true,
    daysAgo: 80,
    lines: [
      'Site feasibility questionnaire',
      '1. How many eligible patients do you see per month?',
      '2. How many similar trials are you running?',
      '3. How long is your contract and budget start-up?',
    ],
  },
];
const MERIDIAN: readonly SeedFile[] = [
  {
    name: 'Meridian capabilities overview.pdf',
    sharedWith: 'helixa',
    partner: 'helixa',
    daysAgo: 30,
    lines: ['Meridian Clinical Research', 'Capabilities overview: monitoring, data management, biostatistics'],
  },
  {
    name: 'Meridian SOP index.csv',
    text: true,
    daysAgo: 14,
    lines: ['sop,title,version', 'CM-001,Site monitoring,7', 'DM-004,Data cleaning,3'],
  },
];

const DAY = 86_400_000;
const bytesOf = (file: SeedFile): Buffer =>
  file.text ? Buffer.from(`${file.lines.join('\n')}\n`, 'utf8') : minimalPdf(file.lines);
const typeOf = (file: SeedFile): string =>
  file.name.endsWith('.pdf') ? 'application/pdf' : file.name.endsWith('.csv') ? 'text/csv' : 'text/plain';

async function seedCompany(
  db: Executor,
  storage: DocumentStorage,
  ctx: {
    companyId: number;
    userId: number | null;
    ids: Map<string, number>;
    now: Date;
    /** The persona admin of each persona company: who downloads what is shared with it. */
    adminOf: Map<number, number | null>;
  },
  folders: readonly string[],
  files: readonly SeedFile[],
): Promise<void> {
  const { companyId, userId, ids, now, adminOf } = ctx;
  const folderRows = folders.length
    ? await db
        .insert(documentFolders)
        .values(
          folders.map((name, i) => ({
            companyId,
            name,
            createdBy: userId,
            createdAt: new Date(now.getTime() - (100 - i) * DAY),
          })),
        )
        .returning({ id: documentFolders.id, name: documentFolders.name })
    : [];
  const folderId = new Map(folderRows.map((row) => [row.name, row.id]));
  const log: {
    action: DocumentAccessAction;
    documentId: string;
    documentName: string;
    at: Date;
    target?: number;
    by?: number;
    user?: number | null;
  }[] = [];
  for (const file of files) {
    const id = randomUUID();
    const bytes = bytesOf(file);
    const storageKey = `${companyId}/${id}`;
    await storage.put(storageKey, Readable.from([bytes]), bytes.length);
    const at = new Date(now.getTime() - file.daysAgo * DAY);
    const partner = file.partner ? (ids.get(file.partner) ?? null) : null;
    await db.insert(documents).values({
      id,
      companyId,
      folderId: file.folder ? (folderId.get(file.folder) ?? null) : null,
      name: file.name,
      contentType: typeOf(file),
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey,
      status: 'READY',
      uploadedBy: userId,
      templateKind: file.template ?? null,
      partnerCompanyId: partner,
      createdAt: at,
      updatedAt: at,
    });
    log.push({ action: 'UPLOAD', documentId: id, documentName: file.name, at });
    const shared = file.sharedWith ? ids.get(file.sharedWith) : undefined;
    if (shared !== undefined) {
      const sharedAt = new Date(at.getTime() + DAY);
      await db.insert(documentShares).values({ documentId: id, companyId: shared, sharedBy: userId, sharedAt });
      log.push({ action: 'SHARE', documentId: id, documentName: file.name, at: sharedAt, target: shared });
      log.push({
        action: 'DOWNLOAD',
        documentId: id,
        documentName: file.name,
        at: new Date(sharedAt.getTime() + DAY / 2),
        by: shared,
        user: adminOf.get(shared) ?? null,
      });
    }
  }
  await db.insert(documentAccessLog).values(
    log.map((entry) => ({
      companyId,
      documentId: entry.documentId,
      documentName: entry.documentName,
      action: entry.action,
      userId: entry.by === undefined ? userId : (entry.user ?? null),
      actorCompanyId: entry.by ?? companyId,
      impersonatorId: null,
      targetCompanyId: entry.target ?? null,
      at: entry.at,
    })),
  );
}

/**
 * Demo documents (docs/documents.md, "Demo data"): Helixa's folders, files and templates, some
 * attached to and shared with Meridian, and Meridian's, one shared back. The bytes go through the
 * configured storage, so files and S3 both get them. Only in the demo database (`npm start`):
 * tests make their own.
 */
async function seedDemoDocuments(db: Executor, now: Date): Promise<void> {
  const storage = storageFromEnv(process.env);
  const idByAlias = await companyIdsByAlias(db);
  const ids = new Map(
    PERSONA_COMPANIES.flatMap((c) => {
      const id = idByAlias.get(slugify(c.name));
      return id === undefined ? [] : [[c.key, id] as const];
    }),
  );
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['sponsor.admin@demo.test', 'vendor.admin@demo.test']));
  const userId = (email: string) => people.find((p) => p.email === email)?.id ?? null;
  const helixa = ids.get('helixa');
  const meridian = ids.get('meridian');
  if (helixa === undefined || meridian === undefined) return;
  const adminOf = new Map([
    [helixa, userId('sponsor.admin@demo.test')],
    [meridian, userId('vendor.admin@demo.test')],
  ]);
  await seedCompany(
    db,
    storage,
    { companyId: helixa, userId: userId('sponsor.admin@demo.test'), ids, now, adminOf },
    ['Contracts', 'Feasibility', 'Quality'],
    HELIXA,
  );
  await seedCompany(
    db,
    storage,
    { companyId: meridian, userId: userId('vendor.admin@demo.test'), ids, now, adminOf },
    [],
    MERIDIAN,
  );
}

export const documentSeed: ModuleSeed = {
  after: ['company', 'user', 'partner'],
  demo: seedDemoDocuments,
};
