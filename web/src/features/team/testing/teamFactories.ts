// Team test data as the server sends it (with __typename, which Apollo's cache needs).

export interface TestTeamMember {
  __typename: 'TeamMember';
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string | null;
  role: 'MEMBER' | 'COMPANY_ADMIN';
  billingAdmin: boolean;
  active: boolean;
  isViewer: boolean;
}

export function buildTeamMember(overrides: Partial<TestTeamMember> = {}): TestTeamMember {
  return {
    __typename: 'TeamMember',
    userId: 'user-9',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@northwind.test',
    jobTitle: 'Clinical Data Manager',
    role: 'MEMBER',
    billingAdmin: false,
    active: true,
    isViewer: false,
    ...overrides,
  };
}
