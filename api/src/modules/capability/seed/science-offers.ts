import { areaAdjective, monthAhead, quarterAhead, regionPhrase } from '../../../seed/clinical-words.js';
import { type Offer, offers, studiesOf } from './alert-offer.js';

/** Offers of specialist services: biometrics, writing, safety, regulatory, laboratory and imaging, quality. */
export const SCIENCE_OFFERS: readonly Offer[] = [
  {
    key: 'biostatistics-fsp',
    fits: offers('Biostatistics'),
    write: ({ random, now, area }) => {
      const team = random.int(3, 8);
      return {
        title: `Biostatistics FSP: ${team} statisticians and SAS programmers from ${monthAhead(now, random.int(1, 3))}`,
        detail: `A functional service team with CDISC SDTM and ADaM experience can support one ${areaAdjective(area)} study or a whole portfolio, under your SOPs or ours.`,
        services: ['Biostatistics', 'Statistical Analysis Plans'],
      };
    },
  },
  {
    key: 'data-management',
    fits: offers('Data Management'),
    write: ({ random, now }) => ({
      title: `Database builds for ${random.int(2, 5)} new studies starting in ${quarterAhead(now, 1)}`,
      detail: `Our data managers build a database in ${random.int(6, 10)} weeks from final protocol, with medical coding in MedDRA and WHODrug and CDISC-ready exports.`,
      services: ['Data Management', 'Database Design & Build'],
    }),
  },
  {
    key: 'medical-writing',
    fits: offers('Medical Writing'),
    write: ({ random, area }) => ({
      title: `Medical writing: protocols and CSRs turned round in ${random.int(3, 6)} weeks`,
      detail: `Writers with ${areaAdjective(area)} experience have free capacity for protocols, investigator brochures and clinical study reports, each checked by a second writer.`,
      services: ['Medical Writing', 'Clinical Study Reports'],
    }),
  },
  {
    key: 'pharmacovigilance',
    fits: offers('Pharmacovigilance'),
    write: ({ random, region }) => ({
      title: `Safety case processing and signal detection for studies in ${regionPhrase(region)}`,
      detail: `Our pharmacovigilance team processes about ${random.int(20, 90) * 100} ICSRs a year and can take on SAE intake, MedDRA coding and expedited reporting within ${random.int(2, 4)} weeks.`,
      services: ['Pharmacovigilance', 'Case Processing'],
    }),
  },
  {
    key: 'regulatory',
    fits: offers('Regulatory Affairs'),
    write: ({ random, now, area }) => ({
      title: `IND and CTA packages for ${areaAdjective(area)} programmes filing in ${quarterAhead(now, random.int(1, 2))}`,
      detail: `Regulatory strategists who have filed ${random.int(12, 60)} INDs and CTAs can write your module 2 summaries and prepare the briefing book for a scientific advice meeting.`,
      services: ['Regulatory Affairs', 'IND/CTA Submissions'],
    }),
  },
  {
    key: 'orphan',
    fits: (c) =>
      offers('Regulatory Affairs', 'Orphan Drug Designation')(c) && c.therapeuticAreas.includes('Rare Diseases'),
    write: ({ random }) => ({
      title: 'Orphan drug designation applications for rare disease sponsors',
      detail: `We have prepared ${random.int(8, 30)} orphan designation applications to FDA and EMA, with prevalence analyses written alongside.`,
      services: ['Regulatory Affairs', 'Orphan Drug Designation'],
    }),
  },
  {
    key: 'central-lab',
    fits: offers('Central Laboratory'),
    write: ({ random, area }) => ({
      title: `Central lab kits and biomarker assays for ${areaAdjective(area)} trials`,
      detail: `Kits ship to sites within ${random.int(5, 10)} days of activation, and validated biomarker assays report within ${random.int(48, 96)} hours of sample receipt.`,
      services: ['Central Laboratory', 'Biomarker Analysis'],
    }),
  },
  {
    key: 'imaging',
    fits: offers('Medical Imaging'),
    write: (s) => ({
      title: `Blinded central imaging reads for ${studiesOf(s)} studies`,
      detail:
        s.area === 'Oncology'
          ? `Independent RECIST 1.1 and iRECIST reads by two radiologists with adjudication, with image QC within ${s.random.int(24, 72)} hours of upload.`
          : `MRI and CT reads by board-certified radiologists, with image QC within ${s.random.int(24, 72)} hours of upload.`,
      services: ['Medical Imaging', 'Central Imaging Reads'],
    }),
  },
  {
    key: 'audits',
    fits: offers('Quality Assurance'),
    write: ({ now, random }) => ({
      title: `GCP audits and inspection readiness before ${quarterAhead(now, random.int(1, 2))} submissions`,
      detail: `Auditors can visit sites, vendors and your TMF in ${random.int(3, 6)} weeks and run a mock inspection with your study team.`,
      services: ['Quality Assurance', 'GCP Audits'],
    }),
  },
  {
    key: 'real-world-evidence',
    fits: offers('Real-World Evidence'),
    write: ({ random, area, region }) => ({
      title: `Real-world evidence: ${areaAdjective(area)} registries and claims data in ${regionPhrase(region)}`,
      detail: `Access to ${random.int(3, 12)} linked data sources and a team of epidemiologists for natural-history, external control arm and post-authorisation studies.`,
      services: ['Real-World Evidence'],
    }),
  },
  {
    key: 'heor',
    fits: offers('Health Economics & Outcomes Research'),
    write: ({ area }) => ({
      title: `Cost-effectiveness models and value dossiers for ${areaAdjective(area)} launches`,
      detail: `Health economists build models for NICE, G-BA and US payers, and write the global value dossier alongside your Phase 3 readout.`,
      services: ['Health Economics & Outcomes Research'],
    }),
  },
  {
    key: 'translation',
    fits: offers('Translation & Localization'),
    write: ({ random }) => ({
      title: `Linguistic validation of patient-facing materials in ${random.int(20, 60)} languages`,
      detail: `Consent forms, diaries and COA instruments are translated, back-translated and cognitively debriefed by native speakers.`,
      services: ['Translation & Localization'],
    }),
  },
  {
    key: 'dsmb',
    fits: offers('DSMB Support', 'Adaptive Design'),
    write: ({ now, random }) => ({
      title: `Independent statisticians for DSMBs and adaptive interim analyses from ${quarterAhead(now, random.int(1, 2))}`,
      detail: `An unblinded team separate from your study statisticians prepares closed reports and runs interim analyses to the charter.`,
      services: ['Biostatistics', 'DSMB Support'],
    }),
  },
];
