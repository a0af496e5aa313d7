import { Input } from '@chakra-ui/react';

export interface AccountEmailInputProps {
  value: string;
  onChange: (value: string) => void;
}

/** The account's email, as password managers know it (the sign-in username). */
export function AccountEmailInput({ value, onChange }: AccountEmailInputProps) {
  return (
    <Input
      name="email"
      type="email"
      autoComplete="username"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
