import { HStack, List, Text, VisuallyHidden } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { CheckCircleIcon, CircleIcon } from '../../../ui/icons';
import { checkPasswordRules } from '../passwordRules';

export const PasswordRuleListFragment = graphql(`
  fragment PasswordRuleList_rule on PasswordRule {
    id
    label
    pattern
  }
`);

export interface PasswordRuleListProps {
  rules: ReadonlyArray<FragmentType<typeof PasswordRuleListFragment>>;
  password: string;
  /** Referenced by the password input's aria-describedby. */
  id?: string;
}

/** The password policy, each rule ticked as soon as the typed password meets it. */
export function PasswordRuleList({ rules: ruleRefs, password, id }: PasswordRuleListProps) {
  const rules = checkPasswordRules(getFragmentData(PasswordRuleListFragment, ruleRefs), password);
  if (rules.length === 0) return null;
  return (
    // Polite: a screen reader hears a rule turn "met" after the user pauses typing.
    <List.Root id={id} variant="plain" gap={1} aria-live="polite" aria-label="Password rules">
      {rules.map((rule) => (
        <List.Item key={rule.id} data-met={rule.met === true ? '' : undefined}>
          <HStack gap={2} color={rule.met ? 'green.fg' : 'fg.muted'} fontSize="sm">
            {rule.met ? <CheckCircleIcon boxSize={4} /> : <CircleIcon boxSize={4} />}
            <Text as="span">{rule.label}</Text>
            <VisuallyHidden>{rule.met ? '(met)' : '(not met yet)'}</VisuallyHidden>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
