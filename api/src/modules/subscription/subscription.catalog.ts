import type { CompanyRoleType, EmployeesBand } from '../company/index.js';
import { PRICES } from './subscription.prices.js';
import type { Period, TypeCode } from './subscription.table.js';

/** What decides which plans a company may buy. */
export interface CompanyProfile {
  roleType: CompanyRoleType;
  employeesBand: EmployeesBand | null;
}

type Size = 'small' | 'mid' | 'large';
const SIZES: readonly Size[] = ['small', 'mid', 'large'];
const sizeOf = (band: EmployeesBand): Size => band.toLowerCase() as Size;
const BAND_LABELS: Record<Size, string> = {
  small: '1-50 employees',
  mid: '51-500 employees',
  large: 'over 500 employees',
};

/**
 * Spec §6's subscription types per company type. Vendors and sponsor teams buy the size of their
 * employee band (spec §9's bands); without a band a vendor may pick any size and a sponsor team
 * gets the unlimited team code (spec §9 prices one sponsor team plan). Investors buy nothing:
 * Explorer only.
 */
export function offeredCodes(company: CompanyProfile): TypeCode[] {
  const band = company.employeesBand;
  switch (company.roleType) {
    case 'Vendor':
      return (band ? [sizeOf(band)] : SIZES).map(
        (size) => `innovator_cro_technology_service_provider_${size}` as const,
      );
    case 'Sponsor':
      return [
        'innovator_sponsor_individual',
        band ? `innovator_sponsor_team_${sizeOf(band)}` : 'innovator_sponsor_team_unlimited',
      ];
    case 'Site':
      return ['innovator_site', 'innovator_site_network'];
    case 'Nonprofit':
      return ['innovator_non_profit'];
    case 'PatientsAdvocacy':
      return ['innovator_patients_advocacy'];
    case 'Investor':
      return [];
  }
}

/** Spec §6 and §5: a company may buy only what its type (and band) is offered. */
export function mayBuy(company: CompanyProfile, code: TypeCode): boolean {
  return offeredCodes(company).includes(code);
}

/** Nothing to pay (spec §9: patients/advocacy free). */
export const isFreeCode = (code: TypeCode): boolean => PRICES[code][0] === 0 && PRICES[code][1] === 0;

export interface PlanText {
  name: string;
  description: string;
}

function sized(code: TypeCode): Size | null {
  const match = /_(small|mid|large)$/.exec(code);
  return match ? (match[1] as Size) : null;
}

/** Display name and one sentence for a type code. */
export function planText(code: TypeCode): PlanText {
  const size = sized(code);
  const band = size ? ` (${BAND_LABELS[size]})` : '';
  if (code.startsWith('innovator_cro_')) {
    return {
      name: `Innovator for vendors${band}`,
      description: `Full access for CROs and technology or service providers with ${size ? BAND_LABELS[size] : 'any number of employees'}.`,
    };
  }
  if (code === 'innovator_sponsor_individual')
    return {
      name: 'Innovator for sponsors (individual)',
      description: 'Full access for one user of a sponsor company.',
    };
  // Spec §9 sells one sponsor team plan, "(unlimited users)", at one price. The sized codes (spec
  // §3) only record the company's employee band when it bought: every screen names them alike.
  if (code.startsWith('innovator_sponsor_team')) {
    return {
      name: 'Innovator for sponsor teams (unlimited users)',
      description: 'Full access for every member of a sponsor company, unlimited users.',
    };
  }
  const fixed: Partial<Record<TypeCode, PlanText>> = {
    innovator_non_profit: {
      name: 'Innovator for non-profits',
      description: 'Full access for non-profit and government organisations.',
    },
    innovator_patients_advocacy: {
      name: 'Innovator for patients and advocacy groups',
      description: 'Full access, free of charge, for patient advocacy groups.',
    },
    innovator_site: { name: 'Innovator for sites', description: 'Full access for a clinical trial site.' },
    innovator_site_network: {
      name: 'Innovator for site networks',
      description: 'Full access for a network of clinical trial sites.',
    },
  };
  return fixed[code] ?? { name: 'Innovator', description: 'Full access.' };
}

export const PERIOD_LABELS: Record<Period, string> = { MONTH: 'monthly', YEAR: 'yearly' };
