import type { ModuleSeed } from '../../seed/module-seed.js';
import { companyRoles } from './company.table.js';
import { seedDemoCompanies } from './seed/demo-companies.seed.js';
import { seedPersonaCompanies } from './seed/persona-companies.seed.js';
import { COMPANY_ROLES } from './seed/roles.data.js';
import { seedScaleCompanies } from './seed/scale.seed.js';

/** The business types (reference data), the persona companies, the demo directory's companies and the scale set. */
export const companySeed: ModuleSeed = {
  reference: async (db) => {
    await db
      .insert(companyRoles)
      .values([...COMPANY_ROLES])
      .onConflictDoNothing();
  },
  personas: seedPersonaCompanies,
  // Persona companies first, so their ids are the same in persona and demo databases.
  demo: async (db) => {
    await seedPersonaCompanies(db);
    await seedDemoCompanies(db);
  },
  scale: {
    options: { companies: { default: 100_000, min: 1, max: 5_000_000, positional: true } },
    run: async (db, { companies: total = 0 }, { now, log, started }) => {
      log(`${total.toLocaleString('en')} scale companies`);
      let last = 0;
      const result = await seedScaleCompanies(db, total, {
        now,
        onProgress: (done) => {
          if (done - last >= 10_000 || done === total) {
            last = done;
            log(
              `  ${done.toLocaleString('en')} / ${total.toLocaleString('en')}  (${((performance.now() - started) / 1000).toFixed(1)} s)`,
            );
          }
        },
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      log(
        result.inserted > 0
          ? `inserted ${result.inserted.toLocaleString('en')} (${result.existing.toLocaleString('en')} were there) in ${seconds} s`
          : `all ${total.toLocaleString('en')} were already there`,
      );
    },
  },
};
