import type { AlertFact } from './report.facts.js';
import type { ReferenceTree } from './report.references.js';
import { type Period, shown } from './report.rules.js';

/** A withheld count (null) ranks between the shown ones and zero. */
const rank = (count: number | null): number => (count === null ? 0.5 : count);

/**
 * Capability alerts of active companies published in the period (since withdrawn ones excepted;
 * expired ones count: they were published; report.facts.ts), by top-level service: an alert
 * counts once for each top-level service it offers (directly or through a sub-service).
 */
export function capabilityReport(alerts: readonly AlertFact[], tree: ReferenceTree, period: Period) {
  const services = tree.tops('SERVICES');
  const counts = new Map(services.map((service) => [service.id, { count: 0, companies: new Set<number>() }]));
  for (const alert of alerts) {
    const offered = new Set(alert.referenceIds.flatMap((id) => tree.listed(id).map((item) => item.id)));
    for (const id of offered) {
      const figure = counts.get(id);
      if (!figure) continue;
      figure.count += 1;
      figure.companies.add(alert.companyId);
    }
  }
  return {
    from: period.from,
    to: period.to,
    months: period.months,
    total: shown(alerts.length, new Set(alerts.map((alert) => alert.companyId)).size),
    services: services
      .map((service) => {
        const figure = counts.get(service.id);
        return {
          code: String(service.id),
          label: service.name,
          count: figure ? shown(figure.count, figure.companies.size) : 0,
        };
      })
      // Most first by what is shown (a withheld figure sorts below every shown one but above none),
      // so the order says nothing a cell does not.
      .sort((a, b) => rank(b.count) - rank(a.count) || a.label.localeCompare(b.label)),
  };
}
